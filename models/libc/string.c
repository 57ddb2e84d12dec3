/* string.c - amend's model of <string.h>.
 * provides: strlen strcpy strncpy strcat strncat strcmp strncmp strchr
 *   strrchr strstr memcpy memmove memset memcmp
 *
 * Plain C in the subset amend verifies; the front end parses it next to
 * the user's files, and nothing here is ever a repair site.  Each loop
 * walks the string one character at a time; STRING_LOOP marks every
 * function here, so its loops run up to --max-string characters (and the
 * NUL), whatever --unwind says, and a run that needs more is cut and
 * named by the function and what it does ("strcpy ... copies more than
 * 64 characters").  Every access is bounds-checked like the user's own.
 * strcmp, strncmp and memcmp return the difference of the first differing
 * bytes (as unsigned char); C promises only its sign. */
typedef unsigned long size_t;

#define STRING_LOOP(verb) __attribute__((annotate("amend_max_string " verb)))

STRING_LOOP("reads") size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != 0) n++;
  return n;
}

STRING_LOOP("copies") char *strcpy(char *dst, const char *src) {
  size_t i = 0;
  while (src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  dst[i] = 0;
  return dst;
}

STRING_LOOP("copies") char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  while (i < n && src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  while (i < n) {  /* strncpy pads with NULs up to n */
    dst[i] = 0;
    i++;
  }
  return dst;
}

STRING_LOOP("copies") char *strcat(char *dst, const char *src) {
  size_t d = 0, i = 0;
  while (dst[d] != 0) d++;
  while (src[i] != 0) {
    dst[d + i] = src[i];
    i++;
  }
  dst[d + i] = 0;
  return dst;
}

STRING_LOOP("copies") char *strncat(char *dst, const char *src, size_t n) {
  size_t d = 0, i = 0;
  while (dst[d] != 0) d++;
  while (i < n && src[i] != 0) {
    dst[d + i] = src[i];
    i++;
  }
  dst[d + i] = 0;
  return dst;
}

STRING_LOOP("compares") int strcmp(const char *a, const char *b) {
  size_t i = 0;
  while (a[i] != 0 && a[i] == b[i]) i++;
  return (unsigned char)a[i] - (unsigned char)b[i];
}

STRING_LOOP("compares") int strncmp(const char *a, const char *b, size_t n) {
  size_t i = 0;
  if (n == 0) return 0;
  while (i + 1 < n && a[i] != 0 && a[i] == b[i]) i++;
  return (unsigned char)a[i] - (unsigned char)b[i];
}

STRING_LOOP("searches") char *strchr(const char *s, int c) {
  size_t i = 0;
  for (;;) {
    if (s[i] == (char)c) return (char *)s + i;
    if (s[i] == 0) return 0;
    i++;
  }
}

STRING_LOOP("searches") char *strrchr(const char *s, int c) {
  char *last = 0;
  size_t i = 0;
  for (;;) {
    if (s[i] == (char)c) last = (char *)s + i;
    if (s[i] == 0) return last;
    i++;
  }
}

STRING_LOOP("searches") char *strstr(const char *hay, const char *needle) {
  size_t i = 0;
  for (;;) {
    size_t j = 0;
    while (needle[j] != 0 && hay[i + j] == needle[j]) j++;
    if (needle[j] == 0) return (char *)hay + i;
    if (hay[i] == 0) return 0;
    i++;
  }
}

STRING_LOOP("copies") void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
  return dst;
}

STRING_LOOP("copies") void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s) {
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  } else {
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  }
  return dst;
}

STRING_LOOP("fills") void *memset(void *dst, int c, size_t n) {
  unsigned char *d = dst;
  for (size_t i = 0; i < n; i++) d[i] = (unsigned char)c;
  return dst;
}

STRING_LOOP("compares") int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < n; i++)
    if (x[i] != y[i]) return x[i] - y[i];
  return 0;
}
