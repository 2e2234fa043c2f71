#ifndef MARGINALIA_C_SYSTEM_SHIMS_H
#define MARGINALIA_C_SYSTEM_SHIMS_H

/// Atomically exchanges two paths (both must exist): after it, each name points at what the other
/// named before. Returns 0 on success, else -1 with errno set (ENOSYS or EINVAL where the
/// platform or file system cannot do it).
int marginalia_exchange_paths(const char *first, const char *second);

#endif
