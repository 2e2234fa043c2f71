#ifndef MARGINALIA_C_SYSTEM_SHIMS_H
#define MARGINALIA_C_SYSTEM_SHIMS_H

/// Atomically exchanges two paths (both must exist): after it, each name points at what the other
/// named before. Returns 0 on success, else -1 with errno set (ENOSYS or EINVAL where the
/// platform or file system cannot do it).
int marginalia_exchange_paths(const char *first, const char *second);

/// Ignores SIGPIPE for the whole process, so that a write to a pipe or socket whose reader has
/// gone fails with EPIPE (which the caller handles) instead of ending the process silently with
/// exit status 141. Returns 0 on success, else -1 with errno set.
int marginalia_ignore_broken_pipes(void);

/// The bytes the allocator gave the block at `pointer` (glibc's `malloc_usable_size`: the chunk's
/// size less its 8-byte header), for the tests that hold an object's size to the memory budget.
unsigned long marginalia_allocation_size(const void *pointer);

#endif
