#ifndef MARGINALIA_C_LIBFUZZER_H
#define MARGINALIA_C_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// The function libFuzzer calls with each input (the signature of `LLVMFuzzerTestOneInput`).
typedef int (*marginalia_fuzz_callback)(const uint8_t *data, size_t size);

/// Whether libFuzzer is linked into this executable, which is so only in a `-sanitize=fuzzer` build.
int marginalia_libfuzzer_is_linked(void);

/// Hands the process over to libFuzzer's driver, which reads its own flags from `argc` and `argv`
/// and calls `callback` with each input. Returns the driver's exit code, or -1 when libFuzzer is
/// not linked.
int marginalia_libfuzzer_run(int *argc, char ***argv, marginalia_fuzz_callback callback);

#endif
