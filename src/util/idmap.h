/* idmap.h - a map from unsigned ids (such as Z3 AST ids) to ints. */
#ifndef AMEND_IDMAP_H
#define AMEND_IDMAP_H

typedef struct idmap idmap;

idmap *idmap_new(void);
void idmap_free(idmap *m);
void idmap_put(idmap *m, unsigned key, int value);
/* The value stored for key, or dflt. */
int idmap_get(const idmap *m, unsigned key, int dflt);

#endif
