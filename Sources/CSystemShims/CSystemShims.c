#define _GNU_SOURCE
#include "CSystemShims.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#elif defined(__APPLE__)
#include <stdio.h>
#endif

int marginalia_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int marginalia_ignore_broken_pipes(void) {
    struct sigaction action = {0};
    action.sa_handler = SIG_IGN;
    sigemptyset(&action.sa_mask);
    return sigaction(SIGPIPE, &action, NULL);
}

#if defined(__linux__)
#include <malloc.h>
unsigned long marginalia_allocation_size(const void *pointer) {
    return (unsigned long)malloc_usable_size((void *)pointer);
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>
unsigned long marginalia_allocation_size(const void *pointer) { return (unsigned long)malloc_size(pointer); }
#endif
