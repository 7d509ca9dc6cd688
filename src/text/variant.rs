//! The status line's words about variants: choosing one, entering cages,
//! drawing a jigsaw's regions, what a cell says of its region, the
//! variant being played, and what breaks a variant's rules on the board (the catalogues'
//! `variant-status-*` and `variant-fault-*` messages, which only the
//! variants module carries: the first load's build words none of them).

use crate::features::variant::Fault;
use crate::state::Message;
#[cfg(feature = "variants")]
use crate::state::{CageRefusal, RegionNews, Source};

/// The sentence of a variant's message, `None` for every other message.
#[cfg(feature = "variants")]
pub fn message_text(message: &Message) -> Option<(String, bool)> {
    use crate::t;
    let problem = |text: String| Some((text, true));
    match message {
        Message::VariantChosen(variant) => {
            Some((t!("variant-status-chosen", variant = variant.name()), false))
        }
        Message::CageAdded {
            head,
            sum,
            cells,
            replaced,
        } => {
            let added = t!(
                "variant-status-cage-added",
                row = *head / 9 + 1,
                column = *head % 9 + 1,
                sum = *sum,
                cells = *cells
            );
            let text = match *replaced {
                0 => added,
                count => format!(
                    "{} {added}",
                    t!("variant-status-cage-replaced", count = count)
                ),
            };
            Some((text, false))
        }
        Message::CageSumChanged { head, sum, cells } => Some((
            t!(
                "variant-status-cage-sum-changed",
                row = *head / 9 + 1,
                column = *head % 9 + 1,
                sum = *sum,
                cells = *cells
            ),
            false,
        )),
        Message::CageRefused(why) => problem(match why {
            CageRefusal::NoCells => t!("variant-status-no-cells"),
            CageRefusal::NotKiller => t!("variant-status-not-killer"),
            CageRefusal::TooBig { size } => t!("variant-status-too-big", size = *size),
            CageRefusal::NotASum => t!("variant-status-not-a-sum"),
            CageRefusal::NotConnected { cut_off } => t!(
                "variant-status-cage-apart",
                cell = sudoku_solver::rules::short_name(*cut_off).as_str()
            ),
            CageRefusal::ImpossibleSum {
                sum,
                size,
                min,
                max,
            } => t!(
                "variant-status-impossible-sum",
                sum = *sum,
                size = *size,
                min = *min,
                max = *max
            ),
            CageRefusal::Other(why) => t!("variant-status-refused", why = why.as_str()),
        }),
        Message::VariantLoaded {
            source,
            variant,
            givens,
            cages,
        } => Some((
            t!(
                "variant-status-loaded",
                source = if *source == Source::Link {
                    "link"
                } else {
                    "paste"
                },
                variant = variant.name(),
                givens = *givens,
                cages = *cages
            ),
            false,
        )),
        Message::CagesDeleted(count) => Some((t!("variant-status-deleted", count = *count), false)),
        Message::Combinations(found) => Some(combinations_text(found)),
        Message::NoCageSelected => problem(t!("variant-status-combinations-no-cage")),
        Message::VariantFailed(source, why) => {
            let source = if *source == Source::Link {
                "link"
            } else {
                "paste"
            };
            let why = super::visible(why);
            problem(t!(
                "variant-status-failed",
                source = source,
                why = why.as_str()
            ))
        }
        Message::ClassicOnly(variant) if variant.has_cages() => {
            Some((t!("variant-status-step-classic-only"), false))
        }
        Message::ClassicOnly(variant) => Some((
            t!("variant-status-classic-only", variant = variant.name()),
            false,
        )),
        Message::Regions(news) => Some(region_text(news)),
        _ => None,
    }
}

/// What Combinations says of a cage: its combinations, then those the
/// board still allows (a problem when it allows none).
#[cfg(feature = "variants")]
fn combinations_text(
    found: &crate::features::cage_combinations::CageCombinations,
) -> (String, bool) {
    use crate::features::cage_combinations::digits;
    use crate::t;
    let list = |sets: &[u16]| {
        let words: Vec<String> = sets
            .iter()
            .map(|&set| {
                digits(set)
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("+")
            })
            .collect();
        words.join(&t!("variant-combinations-join"))
    };
    let mut text = t!(
        "variant-status-combinations",
        row = found.head / 9 + 1,
        column = found.head % 9 + 1,
        sum = found.sum,
        cells = found.cells,
        count = found.all.len(),
        all = list(&found.all).as_str()
    );
    if found.all.is_empty() {
        return (text, true);
    }
    let (more, problem) = if found.open.is_empty() {
        (t!("variant-status-combinations-none-open"), true)
    } else if found.open.len() == found.all.len() {
        (t!("variant-status-combinations-all-open"), false)
    } else {
        (
            t!(
                "variant-status-combinations-open",
                count = found.open.len(),
                open = list(&found.open).as_str()
            ),
            false,
        )
    };
    text.push(' ');
    text.push_str(&more);
    (text, problem)
}

/// The words of a jigsaw's regions being drawn, and whether they tell of
/// a problem.
#[cfg(feature = "variants")]
fn region_text(news: &RegionNews) -> (String, bool) {
    use crate::features::jigsaw_drawing::RegionRefusal;
    use crate::t;
    use sudoku_solver::rules::short_name;
    let left = |left: usize| t!("variant-status-regions-left", left = left);
    match news {
        RegionNews::Made {
            region,
            broken,
            last,
            left: cells_left,
        } => {
            let mut text = vec![t!("variant-status-region-made", region = region + 1)];
            match last {
                Some(last) => text.push(t!("variant-status-region-last", region = last + 1)),
                None => {
                    if *broken > 0 {
                        text.push(t!("variant-status-region-broke", broken = *broken));
                    }
                    text.push(if *cells_left == 0 {
                        t!("variant-status-regions-complete")
                    } else {
                        left(*cells_left)
                    });
                }
            }
            (text.join(" "), false)
        }
        RegionNews::Already(region) => (
            t!("variant-status-region-already", region = region + 1),
            false,
        ),
        RegionNews::Refused(why) => (
            match why {
                RegionRefusal::NotJigsaw => t!("variant-status-region-not-jigsaw"),
                RegionRefusal::NoCells => t!("variant-status-region-no-cells"),
                RegionRefusal::Size { count } => {
                    t!("variant-status-region-size", count = *count)
                }
                RegionRefusal::NotConnected { cut_off } => t!(
                    "variant-status-region-apart",
                    cell = short_name(*cut_off).as_str()
                ),
                RegionRefusal::Rules(why) => {
                    t!("variant-status-region-refused", why = why.as_str())
                }
            },
            true,
        ),
        RegionNews::Unfinished(unfinished) => {
            let mut text = t!("variant-status-regions-unfinished", left = unfinished.left);
            if let Some(cell) = unfinished.cut_off {
                text.push(' ');
                text.push_str(&t!(
                    "variant-status-regions-apart",
                    cell = short_name(cell).as_str()
                ));
            }
            (text, true)
        }
        RegionNews::Loaded {
            source,
            givens,
            left: cells_left,
        } => {
            let source = if *source == Source::Link {
                "link"
            } else {
                "paste"
            };
            let loaded = t!(
                "variant-status-regions-loaded",
                source = source,
                givens = *givens
            );
            (format!("{loaded} {}", left(*cells_left)), false)
        }
    }
}

/// "24 cages on the board." for a killer with no givens (`None` without
/// cages, and always in the first load's build, which has none).
pub fn cages_on_board(sheet: &crate::model::Sheet) -> Option<String> {
    cages(sheet).map(|count| crate::t!("variant-status-board-cages", count = count))
}

/// "Loaded a killer from the link ..." for a variant's progress link
/// (`None` for classic Sudoku, and always in the first load's build).
pub fn loaded_progress(
    sheet: &crate::model::Sheet,
    givens: usize,
    entries: usize,
) -> Option<String> {
    #[cfg(feature = "variants")]
    {
        let variant = sheet.rules().variant();
        (variant != crate::model::Variant::Classic).then(|| {
            let loaded = crate::t!(
                "variant-status-loaded",
                source = "link",
                variant = variant.name(),
                cages = sheet.rules().cages().len(),
                givens = givens
            );
            let progress = crate::t!("variant-status-loaded-entries", entries = entries);
            format!("{loaded} {progress}")
        })
    }
    #[cfg(not(feature = "variants"))]
    {
        let _ = (sheet, givens, entries);
        None
    }
}

/// "Restored your puzzle (24 cages) ..." for a killer with no givens.
pub fn restored_cages(sheet: &crate::model::Sheet) -> Option<String> {
    cages(sheet).map(|count| crate::t!("variant-status-restored-cages", count = count))
}

/// How many cages `sheet` has, when it has some (never in the first
/// load's build, which has no cages and none of their words).
fn cages(sheet: &crate::model::Sheet) -> Option<usize> {
    #[cfg(feature = "variants")]
    {
        Some(sheet.rules().cages().len()).filter(|&n| n > 0)
    }
    #[cfg(not(feature = "variants"))]
    {
        let _ = sheet;
        None
    }
}

/// What a cell's label adds of its jigsaw region: ", region 3" (`region`
/// 0-8), or ", no region yet" while the regions are drawn.
#[cfg(feature = "variants")]
pub fn region_label(region: u8) -> String {
    if region < 9 {
        crate::t!("variant-cell-region", region = region + 1)
    } else {
        crate::t!("variant-cell-no-region")
    }
}

/// The variant being played, said beside the difficulty ("Killer
/// sudoku"); `None` for classic Sudoku.
#[cfg(feature = "variants")]
pub fn played(variant: crate::model::Variant) -> Option<String> {
    (variant != crate::model::Variant::Classic)
        .then(|| crate::t!("variant-playing", variant = variant.name()))
}

/// The first load's build has no variant messages.
#[cfg(not(feature = "variants"))]
pub fn message_text(_message: &Message) -> Option<(String, bool)> {
    None
}

/// The faults, as sentences ("Two 5s on the diagonal from r1c1 to
/// r9c9."), at most three and how many more.
#[cfg(feature = "variants")]
pub fn fault_summary(faults: &[Fault]) -> Option<String> {
    use crate::t;
    use sudoku_solver::rules::HouseKind;
    if faults.is_empty() {
        return None;
    }
    let mut parts: Vec<String> = faults
        .iter()
        .take(3)
        .map(|fault| match fault {
            Fault::House {
                house,
                digit,
                cells,
            } => {
                let (house, number) = match house {
                    HouseKind::MainDiagonal => ("main", 0),
                    HouseKind::AntiDiagonal => ("anti", 0),
                    HouseKind::Window(w) => ("window", w + 1),
                    HouseKind::Region(r) => ("region", r + 1),
                    HouseKind::Row(r) => ("row", r + 1),
                    HouseKind::Column(c) => ("column", c + 1),
                };
                t!(
                    "variant-fault-house",
                    count = cells.len(),
                    digit = *digit,
                    house = house,
                    number = number
                )
            }
            Fault::CageRepeat {
                head, sum, digit, ..
            } => t!(
                "variant-fault-cage-repeat",
                row = head / 9 + 1,
                column = head % 9 + 1,
                sum = *sum,
                digit = *digit
            ),
            Fault::CageSum {
                head, sum, total, ..
            } => t!(
                "variant-fault-cage-sum",
                row = head / 9 + 1,
                column = head % 9 + 1,
                sum = *sum,
                total = *total
            ),
        })
        .collect();
    if faults.len() > 3 {
        parts.push(t!("clash-more", count = faults.len() - 3));
    }
    Some(parts.join(" "))
}

/// The first load's build finds no faults.
#[cfg(not(feature = "variants"))]
pub fn fault_summary(_faults: &[Fault]) -> Option<String> {
    None
}
