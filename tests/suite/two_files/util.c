#include "util.h"

/* v limited to lo..hi */
int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > lo)
    return hi;
  return v;
}
