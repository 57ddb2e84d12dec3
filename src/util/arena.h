/* arena.h - bump allocator: many small allocations, freed all at once. */
#ifndef AMEND_ARENA_H
#define AMEND_ARENA_H

#include <stddef.h>

typedef struct arena arena;

arena *arena_new(void);
void arena_free(arena *a);
void *arena_alloc(arena *a, size_t n);   /* zeroed, 16-byte aligned */
char *arena_strdup(arena *a, const char *s);
/* These never return NULL: out of memory, the process ends with the
 * memory limit's summary (deadline_out_of_memory). */
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
void *xcalloc(size_t n, size_t size);   /* zeroed */

/* Append x to a malloc'd array arr of n elements and capacity cap,
 * doubling it when full (arrays that grow never live in an arena). */
#define VEC_PUSH(arr, n, cap, x)                                 \
  do {                                                           \
    if ((n) == (cap)) {                                          \
      (cap) = (cap) ? 2 * (cap) : 64;                            \
      (arr) = xrealloc((arr), sizeof *(arr) * (size_t)(cap));    \
    }                                                            \
    (arr)[(n)++] = (x);                                          \
  } while (0)

#endif
