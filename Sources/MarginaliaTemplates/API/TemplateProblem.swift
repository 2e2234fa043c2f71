/// One problem in a theme, with its place. The kind carries the data; the text is made in one
/// place (`TemplateProblem+Description.swift`).
public struct TemplateProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as given: directory + "/" + template name + ".mustache", or origin + "/" + name.
    public let file: String
    /// 1-based line of the tag's opening delimiter.
    public let line: Int
    /// 1-based column (in characters) of the tag's opening delimiter.
    public let column: Int
    /// What is wrong.
    public let kind: Kind

    public init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// What is wrong, as data.
    public enum Kind: Sendable, Equatable {
        /// A tag whose closing delimiter never comes.
        case unclosedTag(closingDelimiter: String)
        /// A tag with nothing inside (`{{}}`, `{{#}}`).
        case emptyTag
        /// `{{#name}}`, `{{^name}}`, `{{$name}}` or `{{<name}}` without its `{{/name}}`.
        case unclosedSection(name: String)
        /// `{{/found}}` where `expected` is open (`nil`: nothing is open).
        case mismatchedClose(found: String, expected: String?)
        /// A set-delimiter tag that does not give two delimiters.
        case badDelimiter(content: String)
        /// `{{>name}}` naming no template; `suggestion` is the nearest template name.
        case unknownPartial(name: String, suggestion: String?)
        /// `{{<name}}` naming no template; `suggestion` is the nearest template name.
        case unknownParent(name: String, suggestion: String?)
        /// A tag naming a lambda: templates do not run code from data.
        case declinedLambda(name: String)
        /// `{{>*name}}`: the partial's name would come from data.
        case declinedDynamicName(name: String)
        /// A name that nothing in scope declares. `scope` describes the models on the stack
        /// ("a comment cell or its page"); `suggestion` is the nearest declared name.
        case unknownName(name: String, scope: String, suggestion: String?)
        /// `{{{name}}}` or `{{&name}}` on a value declared as text, or `{{{.}}}` / `{{&.}}`
        /// where the top of the stack is text (a section over a text, a list of texts).
        case unescapedText(name: String)
        /// `{{name}}` on a flag, which would print `true` or `false`.
        case flagPrintedAsText(name: String)
        /// `{{name}}` on a list or an object, which prints nothing.
        case printsNothing(name: String, isList: Bool)
        /// A partial or parent that includes a template again with the same data on top (nothing
        /// pushed, or the same list or object found again further down) and the same blocks, so
        /// rendering would never end. `cycle` names the templates from that template back to it.
        case endlessRecursion(cycle: [String])
        /// A parent that extends itself, directly or through other parents: `cycle` names the
        /// templates from the one whose tag this is back to it.
        case parentCycle(cycle: [String])
        /// `{{$name}}` in a call of `parent`, which (with what it includes and extends) has no
        /// such block, so the content would never be written; `suggestion` is the nearest block.
        case unknownBlock(name: String, parent: String, suggestion: String?)
        /// Text or a tag inside `{{<parent}}…{{/parent}}` but outside every block: never written.
        case contentOutsideBlocks(parent: String)
        /// A `{{% … }}` pragma other than `CONTENT_TYPE: HTML`.
        case unknownPragma(content: String)
        /// `{{#name}}` over a list inside a section over the same list: each level multiplies
        /// the output by the list's length.
        case listInsideItself(name: String)
        /// Sections, blocks, partials and parents nested deeper than `limit`.
        case nestedTooDeep(limit: Int)
        /// Templates larger than `limit` bytes together.
        case themeTooLarge(limit: Int)
        /// A template file that no root reaches through sections, partials, parents or blocks: a
        /// warning, not an error.
        case unreachableTemplate(template: String)
        /// A root naming a template the theme does not have.
        case missingRoot(template: String)
        /// A template file that could not be read.
        case unreadableFile(reason: String)
    }
}
