/* file.c - whole files in and out. */
#include "util/file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

char *file_read(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap + 1);
  while (buf) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
    if (n == cap) {
      char *nb = realloc(buf, 2 * cap + 1);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
      cap *= 2;
    }
  }
  int bad = !buf ? ENOMEM : ferror(f) ? EIO : 0;
  fclose(f);
  if (bad) {
    free(buf);
    errno = bad;
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

int file_write(const char *path, const void *b, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int ok = fwrite(b, 1, n, f) == n;
  if (fclose(f) != 0) ok = 0;
  return ok ? 0 : -1;
}
