/* file.h - whole files in and out. */
#ifndef AMEND_FILE_H
#define AMEND_FILE_H

#include <stddef.h>

/* The whole file, malloc'd, with a NUL after its *len bytes (it may hold
 * NULs itself); NULL with errno set when it cannot be opened, read
 * (EIO) or held in memory (ENOMEM: a caller may report it, not die). */
char *file_read(const char *path, size_t *len);

/* path := the n bytes at b (created or emptied); 0, or -1 with errno. */
int file_write(const char *path, const void *b, size_t n);

#endif
