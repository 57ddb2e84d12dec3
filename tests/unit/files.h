/* files.h - files in a test's work directory; set `work` before use. */
#ifndef AMEND_TEST_FILES_H
#define AMEND_TEST_FILES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static char *work;

/* work/name, malloc'd */
static inline char *path_of(const char *name) {
  size_t n = strlen(work) + strlen(name) + 2;
  char *p = malloc(n);
  snprintf(p, n, "%s/%s", work, name);
  return p;
}

/* work/name with these bytes; returns its path (malloc'd) */
static inline char *written(const char *name, const char *bytes, size_t len) {
  char *p = path_of(name);
  FILE *f = fopen(p, "wb");
  CHECK(f != NULL);
  if (f) {
    CHECK_EQ_INT(fwrite(bytes, 1, len, f), len);
    fclose(f);
  }
  return p;
}

static inline void write_bytes(const char *name, const char *bytes, size_t len) { free(written(name, bytes, len)); }
static inline void write_text(const char *name, const char *text) { write_bytes(name, text, strlen(text)); }
/* the same, keeping the path */
static inline char *written_text(const char *name, const char *text) { return written(name, text, strlen(text)); }

#endif
