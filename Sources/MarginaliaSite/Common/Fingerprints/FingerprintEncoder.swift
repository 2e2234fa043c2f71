import Foundation

/// An `Encoder` that feeds every key and value it is given into a `Fingerprint` instead of
/// writing them out. Used on one task at a time, for one value.
///
/// Its containers take strings, flags and numbers through their own overloads, without dynamic
/// casts: a build fingerprints every comment.
final class FingerprintEncoder: Encoder {
    var fingerprint: Fingerprint
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(_ fingerprint: Fingerprint) {
        self.fingerprint = fingerprint
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        fingerprint.combine(tag: Tag.keyed)
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        fingerprint.combine(tag: Tag.unkeyed)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// What the next bytes are, so that different shapes of values cannot give the same bytes.
    enum Tag {
        static let keyed: UInt8 = 1
        static let unkeyed: UInt8 = 2
        static let key: UInt8 = 3
        static let element: UInt8 = 4
        static let null: UInt8 = 5
        static let bool: UInt8 = 6
        static let string: UInt8 = 7
        static let integer: UInt8 = 8
        static let float: UInt8 = 9
    }

    fileprivate func combine(_ text: String) {
        fingerprint.combine(tag: Tag.string)
        fingerprint.combine(text)
    }

    fileprivate func combine(_ flag: Bool) {
        fingerprint.combine(tag: Tag.bool)
        fingerprint.combine(flag ? 1 : 0)
    }

    fileprivate func combine(integer: some FixedWidthInteger) {
        fingerprint.combine(tag: Tag.integer)
        fingerprint.combine(UInt64(truncatingIfNeeded: integer))
    }

    fileprivate func combine(float: Double) {
        fingerprint.combine(tag: Tag.float)
        fingerprint.combine(float.bitPattern)
    }
}

extension FingerprintEncoder {
    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func key(_ key: Key) {
            encoder.fingerprint.combine(tag: Tag.key)
            encoder.fingerprint.combine(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) {
            self.key(key)
            encoder.fingerprint.combine(tag: Tag.null)
        }
        mutating func encode(_ value: Bool, forKey key: Key) {
            self.key(key)
            encoder.combine(value)
        }
        mutating func encode(_ value: String, forKey key: Key) {
            self.key(key)
            encoder.combine(value)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            self.key(key)
            encoder.combine(float: value)
        }
        mutating func encode(_ value: Float, forKey key: Key) {
            self.key(key)
            encoder.combine(float: Double(value))
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int8, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int16, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int32, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int64, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt8, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt16, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt32, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt64, forKey key: Key) {
            self.key(key)
            encoder.combine(integer: value)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try value.encode(to: encoder)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            self.key(key)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            self.key(key)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            self.key(key)
            return encoder
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        private(set) var count = 0

        init(encoder: FingerprintEncoder) {
            self.encoder = encoder
        }

        private mutating func element() {
            count += 1
            encoder.fingerprint.combine(tag: Tag.element)
        }

        mutating func encodeNil() {
            element()
            encoder.fingerprint.combine(tag: Tag.null)
        }
        mutating func encode(_ value: Bool) {
            element()
            encoder.combine(value)
        }
        mutating func encode(_ value: String) {
            element()
            encoder.combine(value)
        }
        mutating func encode(_ value: Double) {
            element()
            encoder.combine(float: value)
        }
        mutating func encode(_ value: Float) {
            element()
            encoder.combine(float: Double(value))
        }
        mutating func encode(_ value: Int) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int8) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int16) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int32) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: Int64) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt8) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt16) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt32) {
            element()
            encoder.combine(integer: value)
        }
        mutating func encode(_ value: UInt64) {
            element()
            encoder.combine(integer: value)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            element()
            try value.encode(to: encoder)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            element()
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            element()
            return encoder
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() { encoder.fingerprint.combine(tag: Tag.null) }
        mutating func encode(_ value: Bool) { encoder.combine(value) }
        mutating func encode(_ value: String) { encoder.combine(value) }
        mutating func encode(_ value: Double) { encoder.combine(float: value) }
        mutating func encode(_ value: Float) { encoder.combine(float: Double(value)) }
        mutating func encode(_ value: Int) { encoder.combine(integer: value) }
        mutating func encode(_ value: Int8) { encoder.combine(integer: value) }
        mutating func encode(_ value: Int16) { encoder.combine(integer: value) }
        mutating func encode(_ value: Int32) { encoder.combine(integer: value) }
        mutating func encode(_ value: Int64) { encoder.combine(integer: value) }
        mutating func encode(_ value: UInt) { encoder.combine(integer: value) }
        mutating func encode(_ value: UInt8) { encoder.combine(integer: value) }
        mutating func encode(_ value: UInt16) { encoder.combine(integer: value) }
        mutating func encode(_ value: UInt32) { encoder.combine(integer: value) }
        mutating func encode(_ value: UInt64) { encoder.combine(integer: value) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: encoder)
        }
    }
}
