//! `sudoku`: solve, rate and benchmark puzzle files, and make new puzzles,
//! from the command line.
//!
//! See `sudoku --help` and docs/cli.md for usage; the interface is fixed in
//! docs/interfaces.md (The `sudoku` command).

mod bench;
mod daily;
mod generate;
mod input;
mod practise;
mod rate;
mod read;
mod solve;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::rules::Variant;
use sudoku_solver::{Algorithm, Symmetry};

/// Solve Sudoku puzzles (one a line: classic, or a variant's forms) and
/// benchmark solvers.
#[derive(Parser, Debug)]
#[command(name = "sudoku", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
enum Command {
    /// Solve every puzzle of FILE (or stdin): one output line per puzzle.
    /// A line is a classic puzzle or a variant's (the killer short and
    /// SumoCue forms, `killer:`, `killer-x:`, `x:`, `windoku:`, `jigsaw:`
    /// lines, or an f-puzzles link or its load value; docs/variants.md).
    Solve {
        /// Search algorithm: naive, candidates, propagation or fast.
        #[arg(long, default_value = "fast", value_parser = parse_algo)]
        algo: Algorithm,
        /// Stop at the first solution instead of counting up to two.
        #[arg(long)]
        first: bool,
        /// Give up on a puzzle after N recursive calls (status `aborted`).
        #[arg(long, value_name = "N")]
        max_calls: Option<u64>,
        /// One JSON object per puzzle instead of plain lines.
        #[arg(long)]
        json: bool,
        /// Puzzle file; stdin when absent or `-`.
        file: Option<PathBuf>,
    },
    /// Rate every puzzle of FILE (or stdin) on Sudoku Explainer's scale (a
    /// killer on the killer scale): one line per puzzle, `<score> <level>
    /// <hardest technique>` (levels easy, medium, hard, expert, extreme).
    Rate {
        /// Variant: classic (the default), killer, killer-x, x, windoku or
        /// jigsaw; classic, killer and killer-x are supported.
        #[arg(long, default_value = "classic", value_name = "NAME", value_parser = parse_variant)]
        variant: Variant,
        /// One JSON object per puzzle instead of plain lines.
        #[arg(long)]
        json: bool,
        /// Puzzle file; stdin when absent or `-`.
        file: Option<PathBuf>,
    },
    /// Read the puzzle in each photo (JPEG or PNG): one line per image, the
    /// 81-character puzzle (`.` empty) or `unreadable: <reason>`. Exit
    /// status 1 when some image could not be read.
    Read {
        /// One JSON object per image: each cell's digit and confidence, the
        /// line, the doubtful cells, the grid's corners, the time in ms.
        #[arg(long)]
        json: bool,
        /// Photos to read.
        #[arg(required = true)]
        images: Vec<PathBuf>,
    },
    /// Make N new puzzles, one 81-character line each ('.' for empty):
    /// every one has exactly one solution and is rated at LEVEL; the same
    /// seed gives the same puzzles. Puzzle i is made from seed S + i.
    Generate {
        /// Variant: classic (the default), killer, killer-x, x, windoku or
        /// jigsaw; only classic is supported yet.
        #[arg(long, default_value = "classic", value_name = "NAME", value_parser = parse_variant)]
        variant: Variant,
        /// Level of every puzzle: easy, medium, hard, expert or extreme.
        #[arg(long, default_value = "medium", value_parser = parse_level)]
        level: Level,
        /// Number of puzzles (at least 1).
        #[arg(long, default_value_t = 1, value_name = "N",
              value_parser = clap::value_parser!(u64).range(1..))]
        count: u64,
        /// Seed (a whole number); from the clock when absent, and then
        /// printed on stderr.
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// Symmetry of the givens: none, rotational, diagonal or mirror.
        #[arg(long, default_value = "none", value_parser = parse_symmetry)]
        symmetry: Symmetry,
        /// One JSON object per puzzle instead of plain lines.
        #[arg(long)]
        json: bool,
    },
    /// The day's puzzle at LEVEL, one 81-character line: the same on every
    /// device for the same day and level, and the page's Today's puzzle.
    Daily {
        /// Variant: classic (the default), killer, killer-x, x, windoku or
        /// jigsaw; only classic is supported yet.
        #[arg(long, default_value = "classic", value_name = "NAME", value_parser = parse_variant)]
        variant: Variant,
        /// The day, YYYY-MM-DD; today (UTC) when absent.
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
        date: Option<Date>,
        /// Level: easy, medium, hard, expert or extreme.
        #[arg(long, default_value = "medium", value_parser = parse_level)]
        level: Level,
    },
    /// N puzzles for practising a technique, one 81-character line each:
    /// the hardest step of each, as `sudoku rate` names it, uses TECHNIQUE.
    /// Puzzle i is made from seed S + i.
    Practise {
        /// Variant: classic (the default), killer, killer-x, x, windoku or
        /// jigsaw; only classic is supported yet.
        #[arg(long, default_value = "classic", value_name = "NAME", value_parser = parse_variant)]
        variant: Variant,
        /// The technique, as `sudoku rate` names it, in any case: "X-Wing",
        /// "naked pair", "BUG+1".
        #[arg(long, value_name = "NAME", value_parser = parse_technique)]
        technique: RatedTechnique,
        /// Number of puzzles (at least 1).
        #[arg(long, default_value_t = 1, value_name = "N",
              value_parser = clap::value_parser!(u64).range(1..))]
        count: u64,
        /// Seed (a whole number); from the clock when absent, and then
        /// printed on stderr.
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
    },
    /// Time solving every puzzle of each FILE: puzzles/second and median
    /// microseconds per puzzle (parse + solve) over several runs.
    Bench {
        /// Search algorithm: naive, candidates, propagation or fast.
        #[arg(long, default_value = "fast", value_parser = parse_algo)]
        algo: Algorithm,
        /// Stop at the first solution instead of counting up to two.
        #[arg(long)]
        first: bool,
        /// Give up on a puzzle after N recursive calls (for the slow algorithms).
        #[arg(long, value_name = "N")]
        max_calls: Option<u64>,
        /// Seconds of solving per file, spread over the runs.
        #[arg(long, default_value_t = 1.0, value_name = "S")]
        seconds: f64,
        /// Number of timed runs per file (the median is reported).
        #[arg(long, default_value_t = 5, value_name = "N")]
        runs: u32,
        /// Puzzle files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

fn parse_algo(s: &str) -> Result<Algorithm, String> {
    s.parse::<Algorithm>().map_err(|e| e.to_string())
}

fn parse_level(s: &str) -> Result<Level, String> {
    s.parse::<Level>().map_err(|e| e.to_string())
}

fn parse_date(s: &str) -> Result<Date, String> {
    s.parse::<Date>().map_err(|e| e.to_string())
}

fn parse_technique(s: &str) -> Result<RatedTechnique, String> {
    s.parse::<RatedTechnique>().map_err(|e| e.to_string())
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse::<Variant>().map_err(|e| e.to_string())
}

/// The error for a command that handles classic puzzles only, given
/// another variant; `Ok` for classic.
fn classic_only(command: &str, variant: Variant) -> std::io::Result<()> {
    if variant == Variant::Classic {
        return Ok(());
    }
    Err(unsupported(command, variant, "classic"))
}

/// The usage error for `command` under `variant`, naming the variants it
/// takes.
fn unsupported(command: &str, variant: Variant, supported: &str) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        format!(
            "{command} --variant {variant}: not supported yet for {variant} (only {supported})"
        ),
    )
}

fn parse_symmetry(s: &str) -> Result<Symmetry, String> {
    s.parse::<Symmetry>().map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve {
            algo,
            first,
            max_calls,
            json,
            file,
        } => solve::run(&solve::Settings {
            algo,
            first,
            max_calls,
            json,
            file,
        }),
        Command::Rate {
            variant,
            json,
            file,
        } => match variant {
            Variant::Classic | Variant::Killer | Variant::KillerX => rate::run(&rate::Settings {
                json,
                file,
                variant,
            }),
            _ => Err(unsupported("rate", variant, "classic, killer and killer-x")),
        },
        Command::Read { json, images } => match read::run(&read::Settings { json, images }) {
            Ok(true) => Ok(()),
            Ok(false) => return ExitCode::FAILURE,
            Err(e) => Err(e),
        },
        Command::Generate {
            variant,
            level,
            count,
            seed,
            symmetry,
            json,
        } => classic_only("generate", variant).and_then(|()| {
            generate::run(&generate::Settings {
                level,
                count,
                seed,
                symmetry,
                json,
            })
        }),
        Command::Daily {
            variant,
            date,
            level,
        } => classic_only("daily", variant)
            .and_then(|()| daily::run(&daily::Settings { date, level })),
        Command::Practise {
            variant,
            technique,
            count,
            seed,
        } => classic_only("practise", variant).and_then(|()| {
            practise::run(&practise::Settings {
                technique,
                count,
                seed,
            })
        }),
        Command::Bench {
            algo,
            first,
            max_calls,
            seconds,
            runs,
            files,
        } => bench::run(&bench::Settings {
            algo,
            first,
            max_calls,
            seconds,
            runs,
            files,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku: {e}");
            ExitCode::from(2)
        }
    }
}
