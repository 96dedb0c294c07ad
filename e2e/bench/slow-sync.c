// A slower disk for the benchmarks: every fsync and fdatasync of the process waits
// SLOW_SYNC_US microseconds first (network block storage syncs in milliseconds; this machine's
// disk in a fraction of one). Loaded into the backend with LD_PRELOAD by lib.mjs.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
static void pause_for_disk(void) {
  const char *us = getenv("SLOW_SYNC_US");
  long n = us ? atol(us) : 0;
  if (n > 0) { struct timespec t = { n / 1000000, (n % 1000000) * 1000 }; nanosleep(&t, 0); }
}
int fsync(int fd) { static int (*real)(int); if (!real) real = dlsym(RTLD_NEXT, "fsync"); pause_for_disk(); return real(fd); }
int fdatasync(int fd) { static int (*real)(int); if (!real) real = dlsym(RTLD_NEXT, "fdatasync"); pause_for_disk(); return real(fd); }
