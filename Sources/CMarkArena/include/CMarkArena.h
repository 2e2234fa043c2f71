#ifndef MARGINALIA_CMARK_ARENA_H
#define MARGINALIA_CMARK_ARENA_H

#include <cmark.h>
#include <stddef.h>

/// An allocator for cmark that takes memory from the calling thread's arena: one document's
/// nodes, buffers and rendered HTML are bump-allocated in a few large blocks instead of some
/// sixty `malloc`s and `free`s a comment. Freeing through it gives memory back only when it is the
/// last allocation; everything else is given back at once by `marginalia_cmark_arena_reset`.
///
/// Use it for one document at a time, on one thread, without suspending in between: everything
/// allocated through it is invalid after the next reset on that thread. Like cmark's default
/// allocator, it aborts when the system has no memory left.
cmark_mem *marginalia_cmark_arena(void);

/// Gives back everything allocated through this thread's arena. The arena keeps one block for the
/// next document (at most `marginalia_cmark_arena_kept_limit` bytes) and frees the others.
void marginalia_cmark_arena_reset(void);

/// How many bytes this thread's arena holds from the system (its blocks, used or not).
size_t marginalia_cmark_arena_bytes_held(void);

/// The largest block a reset keeps for the next document.
extern const size_t marginalia_cmark_arena_kept_limit;

#endif
