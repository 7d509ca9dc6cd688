//! Sorting the engine's short lists: cells, eliminations, links.
//!
//! Hand-written instead of the slice's `sort_unstable`, which brings its
//! quicksort, heapsort, pivot and small-sort code once for each element
//! type: four types, about 16 KB of WebAssembly in the page's first load.
//! The engine's lists hold at most a few dozen items, and for those an
//! insertion sort is what the standard sort runs too (below 20 items).

/// Sorts `list` ascending, in place.
pub(super) fn sort<T: Ord>(list: &mut [T]) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && list[j - 1] > list[j] {
            list.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort;

    #[test]
    fn sorts_as_the_standard_sort() {
        let lists: [&[(usize, u8)]; 5] = [
            &[],
            &[(3, 1)],
            &[(80, 9), (0, 1), (40, 5), (0, 1), (40, 2)],
            &[(5, 5), (4, 4), (3, 3), (2, 2), (1, 1), (0, 0)],
            &[(7, 1), (7, 1), (7, 1)],
        ];
        for list in lists {
            let mut ours = list.to_vec();
            let mut theirs = list.to_vec();
            sort(&mut ours);
            theirs.sort_unstable();
            assert_eq!(ours, theirs);
        }
    }
}
