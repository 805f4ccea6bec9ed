// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Swift of an indie
// iOS developer's blog posts: a SwiftUI list fed by async/await networking, Codable models, a
// small generic cache, Result-based callbacks for older call sites, and regex literals.

import Foundation
import OSLog
import SwiftUI

struct Episode: Codable, Identifiable, Hashable {
    let id: Int
    var title: String
    var duration: TimeInterval
    var publishedAt: Date
    var chapters: [Chapter] = []

    enum CodingKeys: String, CodingKey {
        case id, title, duration, chapters
        case publishedAt = "published_at"
    }

    struct Chapter: Codable, Hashable {
        var start: TimeInterval
        var name: String
    }
}

enum FeedError: LocalizedError {
    case badStatus(Int)
    case malformedChapter(line: String)

    var errorDescription: String? {
        switch self {
        case .badStatus(let code): "The server answered \(code)."
        case .malformedChapter(let line): "Could not read the chapter line “\(line)”."
        }
    }
}

/// Keeps decoded values for a while, so that scrolling back does not refetch.
actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var storage: [Key: (value: Value, expires: Date)] = [:]
    private let lifetime: Duration

    init(lifetime: Duration = .seconds(300)) {
        self.lifetime = lifetime
    }

    func value(for key: Key, now: Date = .now) -> Value? {
        guard let entry = storage[key], entry.expires > now else { return nil }
        return entry.value
    }

    func insert(_ value: Value, for key: Key, now: Date = .now) {
        let seconds = Double(lifetime.components.seconds)
        storage[key] = (value, now.addingTimeInterval(seconds))
    }
}

struct FeedClient: Sendable {
    var baseURL = URL(string: "https://podcast.example.com/api/v2/")!
    var session = URLSession(configuration: .default)
    private let cache = Cache<URL, [Episode]>()
    private static let log = Logger(subsystem: "com.example.Podcast", category: "feed")

    func episodes(page: Int = 1) async throws -> [Episode] {
        let url = baseURL.appending(path: "episodes").appending(queryItems: [URLQueryItem(name: "page", value: "\(page)")])
        if let cached = await cache.value(for: url) { return cached }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw FeedError.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        let episodes = try decode([Episode].self, from: data)
        Self.log.debug("Loaded \(episodes.count) episodes for page \(page, privacy: .public)")
        await cache.insert(episodes, for: url)
        return episodes
    }

    /// For the call sites that still take a completion handler.
    func episodes(page: Int = 1, completion: @escaping @Sendable (Result<[Episode], any Error>) -> Void) {
        Task {
            do {
                completion(.success(try await episodes(page: page)))
            } catch {
                completion(.failure(error))
            }
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .useDefaultKeys
        return try decoder.decode(type, from: data)
    }
}

/// Reads "00:12:30 Cold open" lines from show notes.
func chapters(in notes: String) throws -> [Episode.Chapter] {
    let timestamp = #/(?<hours>\d{2}):(?<minutes>\d{2}):(?<seconds>\d{2})/#
    return try notes.split(separator: "\n").compactMap { line in
        guard let match = line.firstMatch(of: /(.+?) (.+)/) else { return nil }
        guard let time = match.1.wholeMatch(of: timestamp) else {
            throw FeedError.malformedChapter(line: String(line))
        }
        let seconds = Int(time.hours)! * 3600 + Int(time.minutes)! * 60 + Int(time.seconds)!
        return Episode.Chapter(start: TimeInterval(seconds), name: String(match.2))
    }
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var episodes: [Episode] = []
    @Published var errorMessage: String?
    @Published var isLoading = false
    private let client = FeedClient()

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            episodes = try await client.episodes()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// What the widget extension's completion-handler call hands back.
    func apply(_ result: Result<[Episode], any Error>) {
        do {
            episodes = try result.get()
        } catch let error as URLError where error.code == .notConnectedToInternet {
            errorMessage = "You’re offline."
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var query = ""

    private var filtered: [Episode] {
        query.isEmpty ? model.episodes : model.episodes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            ZStack {
                List(filtered) { episode in
                    NavigationLink(value: episode) {
                        EpisodeRow(episode: episode)
                    }
                }
                .listStyle(.plain)
                if model.isLoading && model.episodes.isEmpty {
                    ProgressView("Loading…")
                }
            }
            .navigationTitle("Episodes")
            .navigationDestination(for: Episode.self) { EpisodeDetail(episode: $0) }
            .searchable(text: $query)
            .refreshable { await model.refresh() }
            .task { await model.refresh() }
            .alert("Could not load", isPresented: .constant(model.errorMessage != nil)) {
                Button("OK", role: .cancel) { model.errorMessage = nil }
            } message: {
                Text(model.errorMessage ?? "")
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.title).font(.headline)
                Text(episode.publishedAt, format: .dateTime.day().month().year())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(Duration.seconds(episode.duration).formatted(.time(pattern: .minuteSecond)))
                .monospacedDigit()
        }
        .padding(.vertical, 4)
    }
}

struct EpisodeDetail: View {
    let episode: Episode

    var body: some View {
        List(episode.chapters, id: \.start) { chapter in
            LabeledContent(chapter.name, value: Duration.seconds(chapter.start), format: .time(pattern: .minuteSecond))
        }
        .navigationTitle(episode.title)
    }
}

#Preview {
    FeedView()
}
