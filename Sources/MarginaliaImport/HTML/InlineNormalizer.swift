/// Puts a paragraph's inline tokens into the shape CommonMark needs: whitespace collapsed and
/// moved out of spans (`*word*`, never `* word *`), empty spans removed, touching spans of the
/// same kind merged, and emphasis that CommonMark would not recognise left as plain text.
enum InlineNormalizer {
    static func normalized(_ tokens: [InlineToken]) -> [InlineToken] {
        var tokens = tokens
        var changed = true
        while changed {
            changed = moveWhitespaceOutOfSpans(&tokens)
            changed = removeEmptySpans(&tokens) || changed
            changed = mergeTouchingSpans(&tokens) || changed
            changed = collapseWhitespace(&tokens) || changed
        }
        mergeText(&tokens)
        EmphasisDelimiters.removeUnrecognisable(&tokens)
        return tokens
    }

    /// `open, space` becomes `space, open`; `space, close` becomes `close, space`.
    private static func moveWhitespaceOutOfSpans(_ tokens: inout [InlineToken]) -> Bool {
        var changed = false
        for index in tokens.indices.dropLast() {
            let (first, second) = (tokens[index], tokens[index + 1])
            if first.isOpen && second.isBreakOrSpace || first.isBreakOrSpace && second.isClose {
                tokens.swapAt(index, index + 1)
                changed = true
            }
        }
        return changed
    }

    /// An empty emphasis disappears; an empty link shows its own address. Nested empty spans
    /// go in the same pass.
    private static func removeEmptySpans(_ tokens: inout [InlineToken]) -> Bool {
        var result: [InlineToken] = []
        result.reserveCapacity(tokens.count)
        var changed = false
        for token in tokens {
            if case .close(let span, let id) = token, result.last == .open(span, id: id) {
                changed = true
                if case .link(let destination) = span {
                    result.append(.text(destination))
                } else {
                    result.removeLast()
                    continue
                }
            }
            result.append(token)
        }
        tokens = result
        return changed
    }

    /// `</em><em>` goes, joining the two spans into one.
    private static func mergeTouchingSpans(_ tokens: inout [InlineToken]) -> Bool {
        var result: [InlineToken] = []
        result.reserveCapacity(tokens.count)
        // The span each merged-away id now belongs to.
        var mergedInto: [Int: Int] = [:]
        var index = 0
        while index < tokens.count {
            if case .close(let span, let first) = tokens[index], index + 1 < tokens.count,
                case .open(span, let second) = tokens[index + 1], span == .emphasis || span == .strong
            {
                mergedInto[second] = mergedInto[first] ?? first
                index += 2
                continue
            }
            if case .close(let span, let id) = tokens[index], let survivor = mergedInto[id] {
                result.append(.close(span, id: survivor))
            } else {
                result.append(tokens[index])
            }
            index += 1
        }
        let changed = !mergedInto.isEmpty
        tokens = result
        return changed
    }

    /// One space between words, none next to a line break, no whitespace at either end.
    private static func collapseWhitespace(_ tokens: inout [InlineToken]) -> Bool {
        var result: [InlineToken] = []
        result.reserveCapacity(tokens.count)
        for token in tokens {
            switch token {
            case .space:
                if let last = result.last, !last.isBreakOrSpace {
                    result.append(.space)
                } else if result.isEmpty {
                    continue
                }
            case .lineBreak:
                if result.last == .space { result.removeLast() }
                if !result.isEmpty { result.append(.lineBreak) }
            default:
                result.append(token)
            }
        }
        while let last = result.last, last.isBreakOrSpace { result.removeLast() }
        let changed = result != tokens
        tokens = result
        return changed
    }

    private static func mergeText(_ tokens: inout [InlineToken]) {
        var result: [InlineToken] = []
        result.reserveCapacity(tokens.count)
        for token in tokens {
            if case .text(let text) = token, case .text(let previous) = result.last {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(token)
            }
        }
        tokens = result
    }
}
