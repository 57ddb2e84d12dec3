/* arena.c - a chain of large blocks; allocation bumps a pointer. */
#include "util/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/deadline.h"

typedef struct block {
  struct block *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
} block;

struct arena {
  block *head;
};

void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) deadline_out_of_memory();  /* the memory limit's summary, exit 5 */
  return q;
}

void *xmalloc(size_t n) { return xrealloc(NULL, n); }

void *xcalloc(size_t n, size_t size) {
  void *q = calloc(n ? n : 1, size ? size : 1);
  if (!q) deadline_out_of_memory();
  return q;
}

arena *arena_new(void) {
  arena *a = xmalloc(sizeof *a);
  a->head = NULL;
  return a;
}

void arena_free(arena *a) {
  if (!a) return;
  for (block *b = a->head, *n; b; b = n) {
    n = b->next;
    free(b);
  }
  free(a);
}

void *arena_alloc(arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  block *b = a->head;
  if (!b || b->used + n > b->cap) {
    size_t cap = n > 65536 ? n : 65536;
    b = xmalloc(sizeof *b + cap);
    b->next = a->head;
    b->used = 0;
    b->cap = cap;
    a->head = b;
  }
  void *r = b->data + b->used;
  b->used += n;
  memset(r, 0, n);
  return r;
}

char *arena_strdup(arena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *r = arena_alloc(a, n);
  memcpy(r, s, n);
  return r;
}
