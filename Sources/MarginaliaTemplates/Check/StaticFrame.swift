/// What the checker knows of a stack frame: a declared model (by schema), a plain value a
/// section pushed (text, trusted HTML or a number: it answers no names, and `{{{.}}}` writes it
/// as it is), or dynamic data (anything).
enum StaticFrame: Hashable {
    case model(Int32)
    case scalar(ScalarKind)
    case dynamic
}

/// What a plain value on the stack is, which decides whether `{{{.}}}` may write it.
enum ScalarKind: Hashable {
    /// Text (a text field, an element of a list of texts): only `{{.}}` may write it.
    case text
    /// Trusted HTML.
    case html
    case number
}

/// A frame of the checker's stack, with where its data comes from: the names read from the root
/// to reach it (`nil` through dynamic data). A recursion makes progress only when the data on
/// top goes deeper than where it started.
struct ScopeFrame {
    let frame: StaticFrame
    let path: [Int32]?
}

extension [ScopeFrame] {
    /// The frames that can still answer a lookup, so recursive partials reach a fixed point: a
    /// model under another frame of the same model, a plain value under the top, and
    /// everything under dynamic data are never asked.
    var canonical: [ScopeFrame] {
        var kept: [ScopeFrame] = []
        var seen: Set<StaticFrame> = []
        for (depth, scope) in enumerated().reversed() {
            switch scope.frame {
            case .scalar where depth != count - 1:
                continue
            case .dynamic:
                kept.append(scope)
                return kept.reversed()
            default:
                if seen.insert(scope.frame).inserted { kept.append(scope) }
            }
        }
        return kept.reversed()
    }
}

/// A name's static resolution.
enum StaticResolution {
    /// A declared field; `child` is the schema a section over it pushes (-1: none).
    case field(FieldKind, child: Int32)
    /// `.` (the top frame itself).
    case top(StaticFrame)
    /// Dynamic data may answer it: not checked.
    case unknown
    /// Nothing answers it (already reported).
    case missing
}
