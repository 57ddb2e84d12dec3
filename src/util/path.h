/* path.h - file-name arithmetic. */
#ifndef AMEND_PATH_H
#define AMEND_PATH_H

/* The folder of a file name, newly allocated: "." for a bare name, "/"
 * for a file at the root. */
char *path_dir(const char *path);

#endif
