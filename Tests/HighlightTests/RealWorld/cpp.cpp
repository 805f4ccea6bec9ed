// Written for Imprint's highlighting tests by the Imprint team. Modelled on the C++ of blog posts
// about a game's or an audio plug-in's engine code: a fixed-size ring buffer and an LRU cache as
// templates, a concept, RAII, lambdas, std::optional and a raw string.

#include <algorithm>
#include <array>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <functional>
#include <iostream>
#include <list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace studio::util {

template <typename T>
concept Hashable = requires(const T& value) {
    { std::hash<T>{}(value) } -> std::convertible_to<std::size_t>;
};

/// A single-producer, single-consumer queue that never allocates after construction.
template <typename T, std::size_t Capacity>
class RingBuffer {
public:
    static_assert(Capacity > 1, "a ring buffer needs room for two elements");

    bool push(const T& value) noexcept {
        const auto next = (head_ + 1) % Capacity;
        if (next == tail_) {
            return false;
        }
        storage_[head_] = value;
        head_ = next;
        return true;
    }

    std::optional<T> pop() noexcept;

    [[nodiscard]] std::size_t size() const noexcept {
        return (head_ + Capacity - tail_) % Capacity;
    }

private:
    std::array<T, Capacity> storage_{};
    std::size_t head_ = 0;
    std::size_t tail_ = 0;
};

template <typename T, std::size_t Capacity>
std::optional<T> RingBuffer<T, Capacity>::pop() noexcept {
    if (tail_ == head_) {
        return std::nullopt;
    }
    T value = std::move(storage_[tail_]);
    tail_ = (tail_ + 1) % Capacity;
    return value;
}

/// Keeps the most recently used `limit` values; looking a key up makes it the most recent.
template <Hashable Key, typename Value>
class LRUCache {
public:
    using Entry = std::pair<Key, Value>;

    explicit LRUCache(std::size_t limit) : limit_(limit) {}

    LRUCache(const LRUCache&) = delete;
    LRUCache& operator=(const LRUCache&) = delete;

    Value* find(const Key& key) {
        auto found = index_.find(key);
        if (found == index_.end()) {
            return nullptr;
        }
        entries_.splice(entries_.begin(), entries_, found->second);
        return &found->second->second;
    }

    void insert(Key key, Value value) {
        if (auto* existing = find(key)) {
            *existing = std::move(value);
            return;
        }
        entries_.emplace_front(std::move(key), std::move(value));
        index_[entries_.front().first] = entries_.begin();
        while (entries_.size() > limit_) {
            index_.erase(entries_.back().first);
            entries_.pop_back();
        }
    }

    template <typename Visitor>
    void forEach(Visitor&& visit) const {
        std::for_each(entries_.cbegin(), entries_.cend(), [&](const Entry& entry) { visit(entry.first, entry.second); });
    }

private:
    std::size_t limit_;
    std::list<Entry> entries_;
    std::unordered_map<Key, typename std::list<Entry>::iterator> index_;
};

class ScopedTimer {
public:
    explicit ScopedTimer(std::string label, std::function<void(const std::string&, double)> report)
        : label_(std::move(label)), report_(std::move(report)), start_(std::chrono::steady_clock::now()) {}

    ~ScopedTimer() {
        const auto elapsed = std::chrono::steady_clock::now() - start_;
        report_(label_, std::chrono::duration<double, std::milli>(elapsed).count());
    }

private:
    std::string label_;
    std::function<void(const std::string&, double)> report_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace studio::util

namespace {

constexpr auto kUsage = R"(usage: cachebench [--limit N]
  Fills an LRU cache with "sample" names and prints the survivors.)";

int parseLimit(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::string_view(argv[i]) == "--limit") {
            return std::stoi(argv[i + 1]);
        }
    }
    return 4;
}

}  // namespace

int main(int argc, char** argv) {
    using studio::util::LRUCache;
    if (argc == 2) {
        std::cerr << kUsage << '\n';
        return 64;
    }
    studio::util::ScopedTimer timer("fill", [](const std::string& label, double ms) {
        std::cout << label << ": " << ms << " ms\n";
    });
    LRUCache<std::string, int> cache(static_cast<std::size_t>(parseLimit(argc, argv)));
    const std::vector<std::string> names{"kick", "snare", "hat", "clap", "tom", "ride"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        cache.insert(names[i], static_cast<int>(i * 0x10));
    }
    cache.find("snare");
    cache.forEach([](const std::string& name, int value) { std::cout << name << " = " << value << '\n'; });
    studio::util::RingBuffer<float, 8> meter;
    meter.push(0.5f);
    return meter.pop().value_or(0.0f) > 0.25f ? 0 : 1;
}
