#include "CMarkArena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Every allocation starts on this boundary (what malloc guarantees on 64-bit platforms).
#define ALIGNMENT 16
/// Each allocation is preceded by a header of this size that holds its size, for realloc.
#define HEADER ALIGNMENT
/// A new thread's first block; most comments fit in it.
#define FIRST_BLOCK ((size_t)64 * 1024)

const size_t marginalia_cmark_arena_kept_limit = (size_t)1024 * 1024;

typedef struct block {
    struct block *next;
    size_t capacity;
    size_t used;
    _Alignas(ALIGNMENT) unsigned char bytes[];
} block;

/// The thread's blocks, oldest first: the first is kept across resets, `current` is filled.
static _Thread_local block *first;
static _Thread_local block *current;

static size_t rounded(size_t size) {
    if (size > SIZE_MAX - (ALIGNMENT - 1) - HEADER) abort();
    return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
}

static block *new_block(size_t capacity) {
    if (capacity > SIZE_MAX - sizeof(block)) abort();
    block *made = malloc(sizeof(block) + capacity);
    if (made == NULL) abort();
    made->next = NULL;
    made->capacity = capacity;
    made->used = 0;
    return made;
}

static unsigned char *allocate(size_t size) {
    size_t needed = rounded(size) + HEADER;
    if (current == NULL || current->capacity - current->used < needed) {
        size_t capacity = FIRST_BLOCK;
        if (current != NULL && current->capacity <= SIZE_MAX / 2) capacity = current->capacity * 2;
        if (capacity < needed) capacity = needed;
        block *made = new_block(capacity);
        if (current == NULL) {
            first = made;
        } else {
            current->next = made;
        }
        current = made;
    }
    unsigned char *start = current->bytes + current->used;
    current->used += needed;
    memcpy(start, &size, sizeof size);
    return start + HEADER;
}

static size_t size_of(const unsigned char *pointer) {
    size_t size;
    memcpy(&size, pointer - HEADER, sizeof size);
    return size;
}

/// Whether `pointer` is the last allocation of the block being filled.
static int is_last(const unsigned char *pointer) {
    return current != NULL && pointer + rounded(size_of(pointer)) == current->bytes + current->used;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) abort();
    unsigned char *pointer = allocate(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

static void *arena_realloc(void *old, size_t size) {
    if (old == NULL) return allocate(size);
    unsigned char *pointer = old;
    size_t old_size = size_of(pointer);
    if (size <= old_size) return pointer;
    size_t growth = rounded(size) - rounded(old_size);
    if (is_last(pointer) && current->capacity - current->used >= growth) {
        current->used += growth;
        memcpy(pointer - HEADER, &size, sizeof size);
        return pointer;
    }
    unsigned char *moved = allocate(size);
    memcpy(moved, pointer, old_size);
    return moved;
}

static void arena_free(void *freed) {
    if (freed == NULL || !is_last(freed)) return;
    current->used -= rounded(size_of(freed)) + HEADER;
}

static cmark_mem arena = {arena_calloc, arena_realloc, arena_free};

cmark_mem *marginalia_cmark_arena(void) { return &arena; }

void marginalia_cmark_arena_reset(void) {
    if (first == NULL) return;
    if (first->next == NULL && first->capacity <= marginalia_cmark_arena_kept_limit) {
        first->used = 0;
        current = first;
        return;
    }
    size_t held = marginalia_cmark_arena_bytes_held();
    block *each = first;
    while (each != NULL) {
        block *next = each->next;
        free(each);
        each = next;
    }
    size_t kept = held < marginalia_cmark_arena_kept_limit ? held : marginalia_cmark_arena_kept_limit;
    first = new_block(kept);
    current = first;
}

size_t marginalia_cmark_arena_bytes_held(void) {
    size_t held = 0;
    for (block *each = first; each != NULL; each = each->next) held += each->capacity;
    return held;
}
