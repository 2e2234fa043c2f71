extension TemplateProblem {
    /// "path:line:col: message", the form compilers use, so editors can jump to it.
    public var description: String {
        "\(file):\(line):\(column): \(kind.message)"
    }
}

extension TemplateProblem.Kind {
    /// The message, without the place.
    public var message: String {
        switch self {
        case .unclosedTag(let closing):
            "this tag is never closed with \(closing)"
        case .emptyTag:
            "this tag names nothing"
        case .unclosedSection(let name):
            "{{#\(name)}} is never closed; add {{/\(name)}}"
        case .mismatchedClose(let found, let expected?):
            "{{/\(found)}} does not close the open section {{#\(expected)}}; close it with {{/\(expected)}} first"
        case .mismatchedClose(let found, nil):
            "{{/\(found)}} closes no open section"
        case .badDelimiter(let content):
            "{{=\(content)=}} does not set delimiters: give two delimiters without spaces or '=', as in {{=<% %>=}}"
        case .unknownPartial(let name, let suggestion):
            "{{>\(name)}} names no template in this theme" + Self.hint(suggestion)
        case .unknownParent(let name, let suggestion):
            "{{<\(name)}} names no template in this theme" + Self.hint(suggestion)
        case .declinedLambda(let name):
            "{{\(name)}} names a lambda; templates here do not run code from data (give the value a view model field)"
        case .declinedDynamicName(let name):
            "{{>*\(name)}}: dynamic partial names are not supported; name the partial itself"
        case .unknownName(let name, let scope, let suggestion):
            "{{\(name)}} names nothing \(scope) can answer" + Self.hint(suggestion)
        case .unescapedText(let name):
            "{{{\(name)}}} writes text unescaped; only trusted HTML may be written unescaped (use {{\(name)}}, or declare it as html)"
        case .printsNothing(let name, true):
            "{{\(name)}} is a list and prints nothing; repeat content for each element with {{#\(name)}}…{{/\(name)}}"
        case .printsNothing(let name, false):
            "{{\(name)}} is an object and prints nothing; print one of its fields, as in {{\(name == "." ? "" : name + ".")field}}"
        case .flagPrintedAsText(let name):
            "{{\(name)}} is a flag and would print true or false; show content when it is set with {{#\(name)}}…{{/\(name)}}"
        case .endlessRecursion(let cycle):
            "this includes \(cycle.last ?? "") again with the same data on top (\(Self.chain(cycle))): rendering it would never end; include it inside a section over a list or object of the data on top"
        case .parentCycle(let cycle):
            "\(cycle.first ?? "") extends itself (\(Self.chain(cycle))): rendering it would never end; a parent must not extend a template that extends it"
        case .unknownBlock(let name, let parent, let suggestion):
            "{{$\(name)}} is not a block of \(parent), so its content is never written"
                + (suggestion == nil
                    ? "; \(parent) must have a {{$\(name)}}…{{/\(name)}} for it to fill" : Self.hint(suggestion))
        case .contentOutsideBlocks(let parent):
            "this is inside {{<\(parent)}} but outside every block, so it is never written; move it into a block ({{$name}}…{{/name}}) or out of the parent call"
        case .unknownPragma(let content):
            "{{%\(content)}} is not a pragma this engine knows; the only one is {{% CONTENT_TYPE: HTML }}, which changes nothing here"
        case .listInsideItself(let name):
            "{{#\(name)}} repeats a list inside its own repetition, so the page grows as its length to the power of the nesting; use the element on top ({{.}} or its fields) instead"
        case .nestedTooDeep(let limit):
            "this is nested more than \(limit) sections, blocks, partials and parents deep; a theme needs far fewer"
        case .themeTooLarge(let limit):
            "the theme's templates are larger than \(limit / (1 << 20)) MiB together"
        case .unreachableTemplate(let template):
            "no page, partial or parent reaches \(template), so nothing uses it; include it, or remove the file"
        case .missingRoot(let template):
            "the theme has no template \(template)"
        case .unreadableFile(let reason):
            "cannot read this template: \(reason)"
        }
    }

    /// "a → b → a".
    private static func chain(_ templates: [String]) -> String {
        templates.joined(separator: " → ")
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \($0)?" } ?? ""
    }
}
