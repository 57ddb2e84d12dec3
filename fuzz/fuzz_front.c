/* fuzz_front.c - libFuzzer harness for the front end.
 *
 * Each input is written to <tmpdir>/x.c and handed to front_parse(); the
 * program (if any) is freed again.  Diagnostics go to /dev/null.  A crash,
 * sanitizer report, leak or timeout is a finding; a NULL result is not.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/front.h"
#include "ir/ir.h"

static char path[64];
static FILE *devnull;

static void cleanup(void) {
  if (path[0]) {
    unlink(path);
    path[strlen(path) - 4] = '\0'; /* strip "/x.c" */
    rmdir(path);
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  /* libclang's crash recovery installs signal handlers that would hide real
   * crashes from libFuzzer/ASan. */
  setenv("LIBCLANG_DISABLE_CRASH_RECOVERY", "1", 1);
  char dir[] = "/tmp/amend-fuzz.XXXXXX";
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    abort();
  }
  snprintf(path, sizeof path, "%s/x.c", dir);
  atexit(cleanup);
  devnull = fopen("/dev/null", "w");
  if (!devnull) abort();
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  if (size && fwrite(data, 1, size, f) != size) abort();
  if (fclose(f) != 0) abort();

  const char *const files[] = {path};
  front_opts opts = {.nargs = 0};
  ir_prog *p = front_parse(1, files, &opts, devnull);
  if (p) ir_prog_free(p);
  return 0;
}
