// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Android Java of
// an iOS developer's "porting my app to Android" posts: a RecyclerView adapter with a view
// holder, a record for the model, a small disk cache with try-with-resources, and a text block.

package com.example.podcast.feed;

import android.content.Context;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;

import androidx.annotation.NonNull;
import androidx.recyclerview.widget.DiffUtil;
import androidx.recyclerview.widget.RecyclerView;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

public final class EpisodeAdapter extends RecyclerView.Adapter<EpisodeAdapter.ViewHolder> {

    public interface OnEpisodeClickListener {
        void onEpisodeClick(@NonNull Episode episode, int position);
    }

    public record Episode(long id, String title, Duration length, boolean played) {
        public Episode {
            Objects.requireNonNull(title, "title");
        }

        String formattedLength() {
            long minutes = length.toMinutes();
            return String.format(Locale.US, "%d:%02d", minutes / 60, minutes % 60);
        }
    }

    private static final String TAG = "EpisodeAdapter";
    private static final int MAX_TITLE_LINES = 2;

    private final List<Episode> episodes = new ArrayList<>();
    private final OnEpisodeClickListener listener;

    public EpisodeAdapter(@NonNull OnEpisodeClickListener listener) {
        this.listener = listener;
        setHasStableIds(true);
    }

    public void submit(@NonNull List<Episode> updated) {
        DiffUtil.DiffResult diff = DiffUtil.calculateDiff(new DiffUtil.Callback() {
            @Override
            public int getOldListSize() {
                return episodes.size();
            }

            @Override
            public int getNewListSize() {
                return updated.size();
            }

            @Override
            public boolean areItemsTheSame(int oldPosition, int newPosition) {
                return episodes.get(oldPosition).id() == updated.get(newPosition).id();
            }

            @Override
            public boolean areContentsTheSame(int oldPosition, int newPosition) {
                return episodes.get(oldPosition).equals(updated.get(newPosition));
            }
        });
        episodes.clear();
        episodes.addAll(updated);
        diff.dispatchUpdatesTo(this);
    }

    @NonNull
    @Override
    public ViewHolder onCreateViewHolder(@NonNull ViewGroup parent, int viewType) {
        View view = LayoutInflater.from(parent.getContext()).inflate(R.layout.item_episode, parent, false);
        return new ViewHolder(view);
    }

    @Override
    public void onBindViewHolder(@NonNull ViewHolder holder, int position) {
        Episode episode = episodes.get(position);
        holder.title.setText(episode.title());
        holder.title.setMaxLines(MAX_TITLE_LINES);
        holder.length.setText(episode.formattedLength());
        holder.itemView.setAlpha(episode.played() ? 0.5f : 1.0f);
        holder.itemView.setOnClickListener(v -> listener.onEpisodeClick(episode, holder.getBindingAdapterPosition()));
    }

    @Override
    public int getItemCount() {
        return episodes.size();
    }

    @Override
    public long getItemId(int position) {
        return episodes.get(position).id();
    }

    static final class ViewHolder extends RecyclerView.ViewHolder {
        final TextView title;
        final TextView length;

        ViewHolder(@NonNull View itemView) {
            super(itemView);
            title = itemView.findViewById(R.id.episode_title);
            length = itemView.findViewById(R.id.episode_length);
        }
    }

    /** Reads the episodes the last launch saved, one tab-separated line each. */
    static List<Episode> readCache(Context context) throws IOException {
        File file = new File(context.getCacheDir(), "episodes.tsv");
        List<Episode> result = new ArrayList<>();
        if (!file.exists()) {
            return result;
        }
        try (BufferedReader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                String[] fields = line.split("\t", -1);
                if (fields.length < 4) {
                    continue;
                }
                result.add(new Episode(Long.parseLong(fields[0]), fields[1],
                        Duration.ofSeconds(Integer.parseInt(fields[2])), Boolean.parseBoolean(fields[3])));
            }
        } catch (NumberFormatException e) {
            android.util.Log.w(TAG, "Dropping a corrupt cache: " + e.getMessage());
            return new ArrayList<>();
        }
        return result;
    }

    static String describe(Episode episode) {
        return switch (Integer.signum(episode.length().compareTo(Duration.ofMinutes(30)))) {
            case -1 -> "short";
            case 0 -> "exactly half an hour";
            default -> """
                    long: "%s"
                    """.formatted(episode.title());
        };
    }
}
