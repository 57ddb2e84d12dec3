#ifndef CFG_H
#define CFG_H

#define SCALE 3

typedef unsigned int uint;

struct cfg {
  int limit;
  int scale;
};

#endif
