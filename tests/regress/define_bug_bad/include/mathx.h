#define DOUBLE(x) ((x) + (x))
