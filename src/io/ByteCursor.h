// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>

namespace gmonview {

// Reads target-order integers from a byte span. A read past the end leaves the
// cursor failed at the offset where it ran out; every later read is a no-op
// returning zero, so callers check once after a group of reads.
class ByteCursor
{
public:
    ByteCursor(std::span<const std::byte> bytes, bool bigEndian)
        : m_bytes(bytes), m_bigEndian(bigEndian)
    {
    }

    size_t offset() const { return m_offset; }
    size_t size() const { return m_bytes.size(); }
    size_t remaining() const { return m_failed ? 0 : m_bytes.size() - m_offset; }
    bool atEnd() const { return m_offset >= m_bytes.size(); }
    bool failed() const { return m_failed; }
    size_t failOffset() const { return m_failOffset; }

    void seek(size_t offset)
    {
        if (offset > m_bytes.size())
            fail();
        else
            m_offset = offset;
    }

    uint64_t readUnsigned(size_t width)
    {
        if (!take(width))
            return 0;
        const auto *p = reinterpret_cast<const uint8_t *>(m_bytes.data() + m_offset - width);
        // The widths of every record field, as one load each (byte by byte
        // they were a fifth of summing 10,000 runs).
        const bool swap = m_bigEndian != (std::endian::native == std::endian::big);
        switch (width) {
        case 8: {
            uint64_t v;
            std::memcpy(&v, p, 8);
            return swap ? __builtin_bswap64(v) : v;
        }
        case 4: {
            uint32_t v;
            std::memcpy(&v, p, 4);
            return swap ? __builtin_bswap32(v) : v;
        }
        case 2: {
            uint16_t v;
            std::memcpy(&v, p, 2);
            return swap ? __builtin_bswap16(v) : v;
        }
        case 1:
            return p[0];
        default:
            break;
        }
        uint64_t value = 0;
        for (size_t i = 0; i < width; ++i) {
            const size_t index = m_bigEndian ? i : width - 1 - i;
            value = (value << 8) | p[index];
        }
        return value;
    }

    // COUNT 16-bit values into OUT, in one check of the bounds (the bins of
    // a histogram: a fifth of summing 10,000 runs, read one by one). On a
    // read past the end OUT is left zero.
    void u16s(uint16_t *out, size_t count)
    {
        if (count == 0)
            return; // (OUT may be null: no memcpy from or to it)
        if (count > SIZE_MAX / 2 || !take(count * 2)) {
            std::fill(out, out + count, uint16_t(0));
            return;
        }
        const auto *p = reinterpret_cast<const uint8_t *>(m_bytes.data() + m_offset - count * 2);
        if (m_bigEndian == (std::endian::native == std::endian::big)) {
            std::memcpy(out, p, count * 2);
            return;
        }
        for (size_t i = 0; i < count; ++i)
            out[i] = static_cast<uint16_t>(p[2 * i] << 8 | p[2 * i + 1]);
    }

    uint8_t u8() { return static_cast<uint8_t>(readUnsigned(1)); }
    uint16_t u16() { return static_cast<uint16_t>(readUnsigned(2)); }
    uint32_t u32() { return static_cast<uint32_t>(readUnsigned(4)); }
    uint64_t u64() { return readUnsigned(8); }

    std::span<const std::byte> bytes(size_t count)
    {
        if (!take(count))
            return {};
        return m_bytes.subspan(m_offset - count, count);
    }

    // A NUL-terminated string; fails if no NUL is found before the end.
    std::string cString()
    {
        if (m_failed)
            return {};
        for (size_t i = m_offset; i < m_bytes.size(); ++i) {
            if (m_bytes[i] == std::byte{0}) {
                std::string s(reinterpret_cast<const char *>(m_bytes.data() + m_offset),
                              i - m_offset);
                m_offset = i + 1;
                return s;
            }
        }
        fail();
        return {};
    }

private:
    bool take(size_t count)
    {
        if (m_failed)
            return false;
        if (count > m_bytes.size() - m_offset) {
            fail();
            return false;
        }
        m_offset += count;
        return true;
    }

    void fail()
    {
        if (!m_failed) {
            m_failed = true;
            m_failOffset = m_offset;
        }
    }

    std::span<const std::byte> m_bytes;
    bool m_bigEndian;
    size_t m_offset = 0;
    bool m_failed = false;
    size_t m_failOffset = 0;
};

} // namespace gmonview
