// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Android Kotlin of
// blog posts about an app's feed screen: a ViewModel exposing StateFlow, a repository using
// coroutines and Retrofit-style suspend calls, a sealed UI state, and extension functions.

package com.example.podcast.feed

import android.util.Log
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.*
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.IOException
import kotlin.time.Duration.Companion.seconds

data class Episode(
    val id: Long,
    val title: String,
    val durationSeconds: Int,
    val showId: Long,
    val played: Boolean = false,
)

sealed interface FeedState {
    data object Loading : FeedState
    data class Loaded(val episodes: List<Episode>, val refreshing: Boolean = false) : FeedState
    data class Failed(val message: String, val cached: List<Episode> = emptyList()) : FeedState
}

interface PodcastApi {
    suspend fun episodes(showId: Long, page: Int = 1): List<Episode>
    suspend fun markPlayed(episodeId: Long)
}

class EpisodeRepository(
    private val api: PodcastApi,
    private val io: CoroutineDispatcher = Dispatchers.IO,
) {
    private val cache = MutableStateFlow<Map<Long, List<Episode>>>(emptyMap())

    fun cached(showId: Long): Flow<List<Episode>> = cache.map { it[showId].orEmpty() }.distinctUntilChanged()

    suspend fun refresh(showIds: List<Long>): List<Episode> = withContext(io) {
        coroutineScope {
            val pages = showIds.map { id -> async { id to api.episodes(id) } }.awaitAll()
            cache.update { current -> current + pages }
            pages.flatMap { (_, episodes) -> episodes }.sortedByDescending { it.id }
        }
    }

    suspend fun markPlayed(episode: Episode) {
        api.markPlayed(episode.id)
        cache.update { current ->
            current.mapValues { (_, episodes) ->
                episodes.map { if (it.id == episode.id) it.copy(played = true) else it }
            }
        }
    }
}

class FeedViewModel(
    private val repository: EpisodeRepository,
    savedState: SavedStateHandle,
) : ViewModel() {
    private val showIds: List<Long> = savedState.get<LongArray>(KEY_SHOWS)?.toList() ?: emptyList()
    private val _state = MutableStateFlow<FeedState>(FeedState.Loading)
    val state: StateFlow<FeedState> = _state.asStateFlow()

    private val _events = MutableSharedFlow<String>(extraBufferCapacity = 1)
    val events: SharedFlow<String> = _events

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            val previous = (state.value as? FeedState.Loaded)?.episodes
            if (previous != null) _state.value = FeedState.Loaded(previous, refreshing = true)
            _state.value = try {
                FeedState.Loaded(repository.refresh(showIds))
            } catch (e: IOException) {
                Log.w(TAG, "refresh failed", e)
                FeedState.Failed(e.toUserMessage(), previous.orEmpty())
            }
        }
    }

    fun onEpisodeClicked(episode: Episode) = viewModelScope.launch {
        runCatching { repository.markPlayed(episode) }
            .onFailure { _events.tryEmit("Could not mark “${episode.title}” as played") }
    }

    companion object {
        private const val TAG = "FeedViewModel"
        const val KEY_SHOWS = "show_ids"
        val STALE_AFTER = 30.seconds
    }
}

fun Throwable.toUserMessage(): String = when (this) {
    is java.net.UnknownHostException -> "You seem to be offline."
    is java.net.SocketTimeoutException -> "The server took too long to answer."
    else -> message ?: "Something went wrong (${this::class.simpleName})."
}

val Episode.formattedDuration: String
    get() {
        val minutes = durationSeconds / 60
        return if (minutes >= 60) "${minutes / 60} h ${minutes % 60} min" else "$minutes min"
    }

inline fun <reified T : FeedState> StateFlow<FeedState>.whenState(crossinline block: (T) -> Unit): Flow<Unit> =
    filterIsInstance<T>().map { block(it) }

fun List<Episode>.unplayedCount(): Int = count { !it.played }
