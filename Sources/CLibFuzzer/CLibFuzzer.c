#include "CLibFuzzer.h"

// libFuzzer's documented entry for programs that keep their own `main`. `-sanitize=fuzzer` links
// the whole libFuzzer archive, so the symbol is defined there; a weak reference lets every other
// build link without it (the address is then null).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int marginalia_libfuzzer_is_linked(void) {
    return LLVMFuzzerRunDriver != NULL;
}

int marginalia_libfuzzer_run(int *argc, char ***argv, marginalia_fuzz_callback callback) {
    if (LLVMFuzzerRunDriver == NULL) {
        return -1;
    }
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
