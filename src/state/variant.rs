//! Entering a variant: choosing it, adding and taking away cages, drawing
//! a jigsaw's regions (docs/variants.md, "The page"). The first load's build knows classic
//! Sudoku only: there these actions change nothing (its `Variant` select
//! hands over to the variants module instead).

use super::{Action, State};
use crate::features::jobs::{Event, Wanted};

#[cfg(feature = "variants")]
use super::Source;
#[cfg(feature = "variants")]
use crate::features::jigsaw_drawing::{self as drawing, RegionRefusal, Unfinished};

#[cfg(feature = "variants")]
use super::{CageRefusal, Message};
#[cfg(feature = "variants")]
use crate::model::{cells_of, Phase, Rules, Sheet, Variant};
#[cfg(feature = "variants")]
use sudoku_solver::rules::{sum_range, Cage};

/// A variant's puzzle being played has its one solution searched in the
/// puzzle worker (the rating's lane, which variants do not use): the
/// page's own bounded search settles most killers, but not the hardest
/// (docs/variants.md, The page), and Check and Reveal then use this one.
#[derive(Clone, Debug, PartialEq)]
pub struct Settle {
    /// The puzzle, as the project's own line.
    pub line: String,
    /// The job's number.
    pub job: crate::features::jobs::JobId,
    /// Its solution, or why there is none, once the worker has answered.
    pub result: Option<Result<sudoku_solver::Grid, crate::features::play::NoSolution>>,
}

/// What the page says about a jigsaw's regions being drawn
/// ([`Message::Regions`](super::Message::Regions)).
#[cfg(feature = "variants")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionNews {
    /// `Make region` made the selected cells a region.
    Made {
        /// The region (0-8; said from 1).
        region: u8,
        /// The regions it took cells from, now gone (their other cells in
        /// no region).
        broken: usize,
        /// The region the nine cells left made by themselves, if they did.
        last: Option<u8>,
        /// The cells in no region yet (0: the nine regions are complete).
        left: usize,
    },
    /// The selected cells are this region (0-8) already.
    Already(u8),
    /// `Make region` changed nothing, and why.
    Refused(RegionRefusal),
    /// Start, Solve or Compare wait for nine regions.
    Unfinished(Unfinished),
    /// A jigsaw whose regions are being drawn was loaded (a link or a
    /// paste), to be entered.
    Loaded {
        /// Where its text came from.
        source: Source,
        /// Its givens.
        givens: usize,
        /// The cells in no region yet.
        left: usize,
    },
}

impl State {
    /// Follows a change of the board: a variant's puzzle being played
    /// that has not been settled gets a new job (nothing in the first
    /// load's build).
    pub(super) fn follow_settle(&mut self) {
        #[cfg(feature = "variants")]
        {
            let settled = self.sheet.phase() == Phase::Playing
                && crate::features::jigsaw_drawing::unfinished(&self.sheet).is_none();
            let line = settled
                .then(|| crate::features::variant::line(&self.sheet))
                .flatten();
            match line {
                None => self.settle = None,
                Some(line) if self.settle.as_ref().is_some_and(|s| s.line == line) => {}
                Some(line) => {
                    self.last_job = self.last_job.wrapping_add(1);
                    self.settle = Some(Settle {
                        line,
                        job: self.last_job,
                        result: None,
                    });
                }
            }
        }
    }

    /// The settling job the puzzle worker should run, if any.
    pub(super) fn settle_job(&self) -> Option<Wanted> {
        if !crate::model::rules::HAS_VARIANTS {
            return None;
        }
        let settle = self.settle.as_ref().filter(|s| s.result.is_none())?;
        Some(Wanted {
            lane: crate::features::jobs::Lane::Rate,
            id: settle.job,
            job: crate::features::jobs::Job::Solve {
                puzzle: self.sheet.puzzle(),
                algorithm: sudoku_solver::Algorithm::Fast,
                mode: sudoku_solver::Mode::CountToTwo,
                budget: None,
                variant: Some(settle.line.clone()),
            },
        })
    }

    /// News of the settling job; false when `event` is not about it.
    pub(super) fn settle_event(&mut self, event: &Event) -> bool {
        use crate::features::jobs::Output;
        use crate::features::play::NoSolution;
        use sudoku_solver::Verdict;
        let Some(settle) = self
            .settle
            .as_mut()
            .filter(|_| crate::model::rules::HAS_VARIANTS)
        else {
            return false;
        };
        match event {
            Event::Done { job, output } if *job == settle.job => {
                settle.result = Some(match output {
                    Output::Solve(search) => match (search.verdict, search.solution) {
                        (Verdict::Unique, Some(solution)) => Ok(solution),
                        (Verdict::Multiple, _) => Err(NoSolution::Several),
                        _ => Err(NoSolution::None),
                    },
                    _ => Err(NoSolution::Unsettled),
                });
                true
            }
            Event::Failed { job, .. } if *job == settle.job => {
                settle.result = Some(Err(NoSolution::Unsettled));
                true
            }
            _ => false,
        }
    }

    /// Whether a jigsaw's regions are still being drawn: then Start, Solve
    /// and Compare wait, and the status says what is missing (never in the
    /// first load's build, which draws no regions).
    pub(super) fn regions_unfinished(&mut self) -> bool {
        #[cfg(feature = "variants")]
        if let Some(unfinished) = drawing::unfinished(&self.sheet) {
            self.message = Message::Regions(RegionNews::Unfinished(unfinished));
            return true;
        }
        false
    }

    /// Loads `sheet`, a jigsaw whose regions are being drawn (a link or a
    /// paste), to be entered: it cannot be played yet.
    #[cfg(feature = "variants")]
    pub(super) fn load_drawing(&mut self, sheet: Sheet, source: Source) {
        let left = drawing::unfinished(&sheet).map_or(0, |u| u.left);
        let givens = sheet.givens();
        let replaced = self.commit(sheet.with_phase(Phase::Entering));
        self.new_game(replaced);
        self.message = Message::Regions(RegionNews::Loaded {
            source,
            givens,
            left,
        });
    }

    /// [`Action::CageCombinations`]: the combinations of the selected
    /// cell's cage, said in the status (nothing in the first load's build).
    pub(super) fn cage_combinations(&mut self) {
        #[cfg(feature = "variants")]
        {
            use crate::features::cage_combinations::cage_combinations;
            self.message = match cage_combinations(&self.sheet, self.selected) {
                Some(found) => Message::Combinations(found),
                None => Message::NoCageSelected,
            };
        }
    }

    /// [`Action::SetVariant`], [`Action::AddCage`], [`Action::DeleteCage`],
    /// [`Action::MakeRegion`].
    #[cfg(not(feature = "variants"))]
    pub(super) fn variant_action(&mut self, action: Action) {
        let _ = action;
    }

    /// A new `sum` for cage `index` (its cells kept): refused, with the
    /// range its cells allow, when no set of that many different digits
    /// makes it.
    #[cfg(feature = "variants")]
    fn change_cage_sum(&mut self, index: usize, sum: u8) {
        let rules = self.sheet.rules().clone();
        let mut cages = rules.cages().to_vec();
        let Some(cage) = cages.get_mut(index) else {
            return;
        };
        let size = cage.cells.len();
        let refused = if sum == 0 {
            Some(CageRefusal::NotASum)
        } else {
            sum_refusal(sum, size)
        };
        if let Some(why) = refused {
            self.message = Message::CageRefused(why);
            return;
        }
        let head = cage.head();
        cage.sum = sum;
        let regions = (rules.variant() == Variant::Jigsaw).then(|| *rules.regions());
        if let Ok(next) = Rules::new(rules.variant(), regions, cages) {
            self.commit(self.sheet.with_rules(next));
            self.message = Message::CageSumChanged {
                head: usize::from(head),
                sum,
                cells: size,
            };
        }
    }

    /// [`Action::SetVariant`], [`Action::AddCage`], [`Action::DeleteCage`],
    /// [`Action::MakeRegion`]: while entering only (the rules are part of
    /// the puzzle).
    #[cfg(feature = "variants")]
    pub(super) fn variant_action(&mut self, action: Action) {
        if self.sheet.phase() == Phase::Playing {
            // Choosing a variant while playing starts a new, empty puzzle
            // of it to enter (Undo brings the game back).
            if let Action::SetVariant(variant) = action {
                if let Ok(rules) = Rules::new(variant, jigsaw_boxes(variant), Vec::new()) {
                    let replaced = self.commit(Sheet::empty().with_rules(rules));
                    self.new_game(replaced);
                    self.message = Message::VariantChosen(variant);
                }
            } else {
                self.message = Message::Locked;
            }
            return;
        }
        let rules = self.sheet.rules().clone();
        match action {
            Action::SetVariant(variant) if variant != rules.variant() => {
                let cages = if variant.has_cages() {
                    rules.cages().to_vec()
                } else {
                    Vec::new()
                };
                let regions = jigsaw_boxes(variant).map(|_| *rules.regions());
                if let Ok(next) = Rules::new(variant, regions, cages) {
                    self.commit(self.sheet.with_rules(next));
                    self.message = Message::VariantChosen(variant);
                }
            }
            Action::AddCage(sum) => {
                let cells: Vec<u8> = cells_of(self.selection).map(|c| c as u8).collect();
                // Cells of one cage only (some or all of them): a new sum
                // for that cage, its cells kept.
                let touched: Vec<usize> = (0..rules.cages().len())
                    .filter(|&i| rules.cages()[i].cells.iter().any(|c| cells.contains(c)))
                    .collect();
                if let [one] = touched[..] {
                    if rules.variant().has_cages()
                        && cells.iter().all(|c| rules.cages()[one].cells.contains(c))
                    {
                        return self.change_cage_sum(one, sum);
                    }
                }
                let refused = if !rules.variant().has_cages() {
                    Some(CageRefusal::NotKiller)
                } else if cells.is_empty() {
                    Some(CageRefusal::NoCells)
                } else if sum == 0 {
                    Some(CageRefusal::NotASum)
                } else if let Some(cut_off) = drawing::cut_off(self.selection) {
                    Some(CageRefusal::NotConnected { cut_off })
                } else {
                    sum_refusal(sum, cells.len())
                };
                if let Some(why) = refused {
                    self.message = Message::CageRefused(why);
                    return;
                }
                let mut cages: Vec<Cage> = rules
                    .cages()
                    .iter()
                    .filter(|c| !c.cells.iter().any(|x| cells.contains(x)))
                    .cloned()
                    .collect();
                let head = cells[0];
                cages.push(Cage::new(sum, &cells));
                let regions = (rules.variant() == Variant::Jigsaw).then(|| *rules.regions());
                match Rules::new(rules.variant(), regions, cages) {
                    Ok(next) => {
                        let head = next
                            .cage_of(usize::from(head))
                            .and_then(|c| next.cages().get(c))
                            .map_or(usize::from(head), |c| usize::from(c.head()));
                        self.commit(self.sheet.with_rules(next));
                        self.message = Message::CageAdded {
                            head,
                            sum,
                            cells: cells.len(),
                            replaced: touched.len(),
                        };
                    }
                    Err(err) => {
                        self.message = Message::CageRefused(CageRefusal::Other(
                            crate::features::rules_error::rules_reason(&err),
                        ))
                    }
                }
            }
            Action::DeleteCage => {
                let selected: Vec<u8> = cells_of(self.selection).map(|c| c as u8).collect();
                let kept: Vec<Cage> = rules
                    .cages()
                    .iter()
                    .filter(|c| !c.cells.iter().any(|x| selected.contains(x)))
                    .cloned()
                    .collect();
                let removed = rules.cages().len() - kept.len();
                if removed > 0 {
                    if let Ok(next) = Rules::new(rules.variant(), None, kept) {
                        self.commit(self.sheet.with_rules(next));
                    }
                }
                self.message = Message::CagesDeleted(removed);
            }
            Action::MakeRegion => self.make_region(),
            _ => {}
        }
    }
}

#[cfg(feature = "variants")]
impl State {
    /// `Make region`: the selected cells become one region of the jigsaw
    /// (an undoable change); a selection that cannot be a region changes
    /// nothing and the status says why.
    fn make_region(&mut self) {
        let made = match drawing::regions(&self.sheet) {
            None => Err(RegionRefusal::NotJigsaw),
            Some(regions) => drawing::make_region(regions, self.selection),
        };
        let news = match made {
            Err(why) => RegionNews::Refused(why),
            Ok(made) if made.already => RegionNews::Already(made.region),
            Ok(made) => match drawing::with_regions(&self.sheet, made.regions) {
                Ok(next) => {
                    self.commit(next);
                    RegionNews::Made {
                        region: made.region,
                        broken: made.broken,
                        last: made.last,
                        left: made.left,
                    }
                }
                Err(why) => RegionNews::Refused(RegionRefusal::Rules(why)),
            },
        };
        self.message = Message::Regions(news);
    }
}

/// A jigsaw's regions to start from: the 3x3 boxes (`None` for the other
/// variants, which have none).
#[cfg(feature = "variants")]
fn jigsaw_boxes(variant: Variant) -> Option<[u8; sudoku_solver::CELLS]> {
    (variant == Variant::Jigsaw).then(sudoku_solver::rules::box_regions)
}

/// Why `size` cells cannot be a cage of `sum`: more than nine cells, or a
/// sum no set of that many different digits makes (with the range that is
/// possible); `None` when they can.
#[cfg(feature = "variants")]
fn sum_refusal(sum: u8, size: usize) -> Option<CageRefusal> {
    match sum_range(size) {
        None => Some(CageRefusal::TooBig { size }),
        Some((min, max)) if sum < min || sum > max => Some(CageRefusal::ImpossibleSum {
            sum,
            size,
            min,
            max,
        }),
        Some(_) => None,
    }
}
