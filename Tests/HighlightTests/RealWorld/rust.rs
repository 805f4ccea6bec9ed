//! Written for Imprint's highlighting tests by the Imprint team. Modelled on the Rust command-line
//! tools of indie developers' posts: `reviews`, which reads an App Store reviews export with serde,
//! summarises ratings per version and prints the worst reviews, with clap for its arguments.

use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;

use clap::Parser;
use serde::{Deserialize, Serialize};

/// Command-line arguments.
#[derive(Parser, Debug)]
#[command(name = "reviews", version, about = "Summarise an App Store reviews export")]
struct Args {
    /// The JSON file App Store Connect exported.
    input: PathBuf,
    /// Show this many of the lowest-rated reviews.
    #[arg(short, long, default_value_t = 5)]
    worst: usize,
    /// Only reviews from this territory, such as "USA" or "DEU".
    #[arg(long)]
    territory: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    pub id: String,
    pub rating: u8,
    pub title: String,
    #[serde(default)]
    pub body: String,
    pub app_version: String,
    pub territory: String,
    #[serde(rename = "reviewerNickname")]
    pub nickname: Option<String>,
}

#[derive(Debug, Default)]
struct VersionSummary {
    count: u32,
    total: u64,
    stars: [u32; 5],
}

impl VersionSummary {
    fn add(&mut self, rating: u8) {
        self.count += 1;
        self.total += u64::from(rating);
        self.stars[(rating.clamp(1, 5) - 1) as usize] += 1;
    }

    fn average(&self) -> f64 {
        if self.count == 0 { 0.0 } else { self.total as f64 / self.count as f64 }
    }
}

impl fmt::Display for VersionSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bar: String = self.stars.iter().rev().map(|&n| if n > 0 { '*' } else { '.' }).collect();
        write!(f, "{:>4} reviews, {:.2} average  {}", self.count, self.average(), bar)
    }
}

#[derive(Debug)]
enum ReviewsError {
    Io(io::Error),
    Json(serde_json::Error),
    Empty { path: PathBuf },
}

impl From<io::Error> for ReviewsError {
    fn from(error: io::Error) -> Self {
        ReviewsError::Io(error)
    }
}

impl From<serde_json::Error> for ReviewsError {
    fn from(error: serde_json::Error) -> Self {
        ReviewsError::Json(error)
    }
}

/// The first line of a review's body, at most `limit` characters, cut on a character boundary.
fn excerpt<'a>(body: &'a str, limit: usize) -> &'a str {
    let line = body.lines().next().unwrap_or("");
    match line.char_indices().nth(limit) {
        Some((end, _)) => &line[..end],
        None => line,
    }
}

fn load(path: &PathBuf) -> Result<Vec<Review>, ReviewsError> {
    let reader = BufReader::new(File::open(path)?);
    let reviews: Vec<Review> = serde_json::from_reader(reader)?;
    if reviews.is_empty() {
        return Err(ReviewsError::Empty { path: path.clone() });
    }
    Ok(reviews)
}

const HEADER: &'static str = r#"version  summary ("*" marks a star rating that occurs)"#;
const SEPARATOR: &[u8] = b"----------------------------------------\n";

fn run(args: Args) -> Result<(), ReviewsError> {
    let mut reviews = load(&args.input)?;
    if let Some(territory) = &args.territory {
        reviews.retain(|review| review.territory.eq_ignore_ascii_case(territory));
    }

    let mut by_version: BTreeMap<&str, VersionSummary> = BTreeMap::new();
    for review in &reviews {
        by_version.entry(review.app_version.as_str()).or_default().add(review.rating);
    }

    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "{HEADER}")?;
    out.write_all(SEPARATOR)?;
    for (version, summary) in &by_version {
        writeln!(out, "{version:<8} {summary}")?;
    }

    /* The worst first; among equal ratings, the longest (the /* most */ detailed) first. */
    reviews.sort_by(|a, b| a.rating.cmp(&b.rating).then(b.body.len().cmp(&a.body.len())));
    'reviews: for review in reviews.iter().take(args.worst) {
        for word in ["crash", "refund"] {
            if review.title.to_lowercase().contains(word) {
                writeln!(out, "\n! {} ({}): {}", review.rating, review.app_version, review.title)?;
                continue 'reviews;
            }
        }
        let who = review.nickname.as_deref().unwrap_or("anonymous");
        writeln!(out, "\n{} by {who}\n  {}", review.title, excerpt(&review.body, 72))?;
    }
    Ok(())
}

fn main() {
    let args = Args::parse();
    if let Err(error) = run(args) {
        let message = match error {
            ReviewsError::Io(e) => format!("cannot read the export: {e}"),
            ReviewsError::Json(e) => format!("not a reviews export: {e}"),
            ReviewsError::Empty { path } => format!("{} holds no reviews", path.display()),
        };
        eprintln!("reviews: {message}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_cuts_on_characters() {
        assert_eq!(excerpt("Très bien\nsecond line", 4), "Très");
        assert_eq!(excerpt("", 10), "");
        let limit = 1_000usize;
        assert!(excerpt("short", limit).len() < 0x10_usize);
    }
}
