/// Collects the blocks of one container and the inline tokens of its open paragraph.
struct BlockBuilder {
    private(set) var blocks: [MarkdownBlock] = []
    var tokens: [InlineToken] = []

    /// Closes the open paragraph, keeping it only if it shows something.
    mutating func endParagraph() {
        let paragraph = InlineNormalizer.normalized(tokens)
        if paragraph.contains(where: \.isContent) { blocks.append(.paragraph(paragraph)) }
        tokens.removeAll()
    }

    mutating func append(_ block: MarkdownBlock) {
        endParagraph()
        blocks.append(block)
    }
}
