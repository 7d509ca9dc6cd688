// Hands the page over to the variants module (docs/variants.md, "The
// page"): the first load's module adds this script when a variant is
// chosen or a variant's puzzle is pasted, having left its request in
// sessionStorage. The variants module's wasm and glue (variants.js, an ES
// module next to this file) are fetched first; then the first load's app
// is asked to leave the page (the event `sudoku-hand-over`) and the
// variants module starts in #app, reads the saved board and takes the
// request. If either cannot be loaded (offline before they were ever
// fetched), the first load's app stays and is told so
// (`sudoku-hand-over-failed`); the script can then be added again.
(async () => {
  try {
    const wasm = await fetch('./variants_bg.wasm');
    if (!wasm.ok) throw new Error(`variants_bg.wasm: ${wasm.status}`);
    const glue = await import('./variants.js');
    document.dispatchEvent(new Event('sudoku-hand-over'));
    await glue.default({ module_or_path: wasm });
  } catch {
    document.getElementById('variants-boot')?.remove();
    try {
      sessionStorage.removeItem('sudoku-web/hand-over');
    } catch {
      // Storage blocked: nothing was kept.
    }
    document.dispatchEvent(new Event('sudoku-hand-over-failed'));
  }
})();
