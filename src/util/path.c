/* path.c - file-name arithmetic. */
#define _GNU_SOURCE
#include "util/path.h"

#include <string.h>

#include "util/arena.h"

char *path_dir(const char *path) {
  const char *end = strrchr(path, '/');
  if (!end) path = ".", end = path + 1;
  else if (end == path) end++;  /* the root keeps its slash */
  size_t n = (size_t)(end - path);
  char *d = xmalloc(n + 1);
  memcpy(d, path, n);
  d[n] = 0;
  return d;
}
