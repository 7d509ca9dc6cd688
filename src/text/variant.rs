//! The status line's words about variants: choosing one, entering cages,
//! and what breaks a variant's rules on the board (the catalogues'
//! `variant-status-*` and `variant-fault-*` messages, which only the
//! variants module carries: the first load's build words none of them).

use crate::features::variant::Fault;
use crate::state::Message;
#[cfg(feature = "variants")]
use crate::state::{CageRefusal, Source};

/// The sentence of a variant's message, `None` for every other message.
#[cfg(feature = "variants")]
pub fn message_text(message: &Message) -> Option<(String, bool)> {
    use crate::t;
    let problem = |text: String| Some((text, true));
    match message {
        Message::VariantChosen(variant) => {
            Some((t!("variant-status-chosen", variant = variant.name()), false))
        }
        Message::CageAdded { cage, sum, cells } => Some((
            t!(
                "variant-status-cage-added",
                cage = *cage,
                sum = *sum,
                cells = *cells
            ),
            false,
        )),
        Message::CageRefused(why) => problem(match why {
            CageRefusal::NoCells => t!("variant-status-no-cells"),
            CageRefusal::NotKiller => t!("variant-status-not-killer"),
            CageRefusal::TooBig { size } => t!("variant-status-too-big", size = *size),
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
        Message::ClassicOnly(variant) => Some((
            t!("variant-status-classic-only", variant = variant.name()),
            false,
        )),
        _ => None,
    }
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
                cage, sum, digit, ..
            } => t!(
                "variant-fault-cage-repeat",
                cage = *cage,
                sum = *sum,
                digit = *digit
            ),
            Fault::CageSum {
                cage, sum, total, ..
            } => t!(
                "variant-fault-cage-sum",
                cage = *cage,
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
