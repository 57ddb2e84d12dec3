#include <assert.h>
/* Intrinsics on fixed values, against what gcc computes for them. */
unsigned nondet_uint(void); unsigned long nondet_ulong(void); int nondet_int(void);
int main(void){ unsigned x = nondet_uint(); unsigned long y = nondet_ulong(); int z = nondet_int();
 int k = nondet_int();
 if (k == 0) { __CPROVER_assume(x == 1u); assert(__builtin_clz(x) == 31 && __builtin_ctz(x) == 0 && __builtin_popcount(x) == 1 && __builtin_bswap32(x) == 16777216u && __builtin_bswap16((unsigned short)x) == 256); }
 if (k == 1) { __CPROVER_assume(x == 2u); assert(__builtin_clz(x) == 30 && __builtin_ctz(x) == 1 && __builtin_popcount(x) == 1 && __builtin_bswap32(x) == 33554432u && __builtin_bswap16((unsigned short)x) == 512); }
 if (k == 2) { __CPROVER_assume(x == 3u); assert(__builtin_clz(x) == 30 && __builtin_ctz(x) == 0 && __builtin_popcount(x) == 2 && __builtin_bswap32(x) == 50331648u && __builtin_bswap16((unsigned short)x) == 768); }
 if (k == 3) { __CPROVER_assume(x == 2147483648u); assert(__builtin_clz(x) == 0 && __builtin_ctz(x) == 31 && __builtin_popcount(x) == 1 && __builtin_bswap32(x) == 128u && __builtin_bswap16((unsigned short)x) == 0); }
 if (k == 4) { __CPROVER_assume(x == 305419896u); assert(__builtin_clz(x) == 3 && __builtin_ctz(x) == 3 && __builtin_popcount(x) == 13 && __builtin_bswap32(x) == 2018915346u && __builtin_bswap16((unsigned short)x) == 30806); }
 if (k == 5) { __CPROVER_assume(x == 4294967295u); assert(__builtin_clz(x) == 0 && __builtin_ctz(x) == 0 && __builtin_popcount(x) == 32 && __builtin_bswap32(x) == 4294967295u && __builtin_bswap16((unsigned short)x) == 65535); }
 if (k == 6) { __CPROVER_assume(x == 15790080u); assert(__builtin_clz(x) == 8 && __builtin_ctz(x) == 12 && __builtin_popcount(x) == 8 && __builtin_bswap32(x) == 15790080u && __builtin_bswap16((unsigned short)x) == 240); }
 if (k == 7) { __CPROVER_assume(x == 7340032u); assert(__builtin_clz(x) == 9 && __builtin_ctz(x) == 20 && __builtin_popcount(x) == 3 && __builtin_bswap32(x) == 28672u && __builtin_bswap16((unsigned short)x) == 0); }
 if (k == 10) { __CPROVER_assume(y == 1ul); assert(__builtin_clzl(y) == 63 && __builtin_ctzll(y) == 0 && __builtin_popcountl(y) == 1 && __builtin_bswap64(y) == 72057594037927936ul); }
 if (k == 11) { __CPROVER_assume(y == 9223372036854775808ul); assert(__builtin_clzl(y) == 0 && __builtin_ctzll(y) == 63 && __builtin_popcountl(y) == 1 && __builtin_bswap64(y) == 128ul); }
 if (k == 12) { __CPROVER_assume(y == 81985529216486895ul); assert(__builtin_clzl(y) == 7 && __builtin_ctzll(y) == 0 && __builtin_popcountl(y) == 32 && __builtin_bswap64(y) == 17279655951921914625ul); }
 if (k == 13) { __CPROVER_assume(y == 263882790666240ul); assert(__builtin_clzl(y) == 16 && __builtin_ctzll(y) == 44 && __builtin_popcountl(y) == 4 && __builtin_bswap64(y) == 15728640ul); }
 if (k == 20) { __CPROVER_assume(z == 0); assert(__builtin_abs(z) == 0 && __builtin_labs((long)z) == 0l); }
 if (k == 21) { __CPROVER_assume(z == -1); assert(__builtin_abs(z) == 1 && __builtin_labs((long)z) == 1l); }
 if (k == 22) { __CPROVER_assume(z == 5); assert(__builtin_abs(z) == 5 && __builtin_labs((long)z) == 5l); }
 if (k == 23) { __CPROVER_assume(z == -2147483648); assert(__builtin_abs(z) == -2147483648 && __builtin_labs((long)z) == 2147483648l); }
 if (k == 24) { __CPROVER_assume(z == 2147483647); assert(__builtin_abs(z) == 2147483647 && __builtin_labs((long)z) == 2147483647l); }
 if (k == 25) { __CPROVER_assume(z == -77); assert(__builtin_abs(z) == 77 && __builtin_labs((long)z) == 77l); }
 return 0; }
