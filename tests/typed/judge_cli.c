/* judge_cli.c - the canonical form of an output, for shell tests:
 *   judge_cli exact|space|tokens|numbers FILE
 * prints FILE as native/judge.h maps it (exact: as it is). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native/judge.h"
#include "util/file.h"

int main(int argc, char **argv) {
  if (argc != 3) {
    fputs("usage: judge_cli exact|space|tokens|numbers FILE\n", stderr);
    return 2;
  }
  size_t n = 0;
  char *text = file_read(argv[2], &n);
  if (!text) {
    perror(argv[2]);
    return 2;
  }
  const char *m = argv[1];
  if (!strcmp(m, "exact")) {
    fwrite(text, 1, n, stdout);
  } else {
    judge_mode mode = !strcmp(m, "space") ? JUDGE_SPACE : !strcmp(m, "tokens") ? JUDGE_TOKENS : JUDGE_NUMBERS;
    size_t len;
    char *norm = judge_norm_mode(mode, text, n, &len);
    fwrite(norm, 1, len, stdout);
    free(norm);
  }
  free(text);
  return 0;
}
