// Starts the reader worker: loads Trunk's no-modules glue
// (reader_worker.js) and its wasm, both next to this file. Each message is
// {request, file}: the photo is decoded here by the browser (any format it
// can show, upright by its EXIF orientation) and scaled down so that its
// longer side is at most MAX_SIDE pixels, then its pixels go to the wasm
// reader, whose reply (the page's message bytes) is posted back. If the wasm cannot be loaded,
// the error is thrown outside the promise, so the page gets the worker's
// `error` event and says that photos cannot be read.
//
// {lang, parts} is the page's language, posted before a request when it
// has changed: the reasons a photo was not read are worded in it.
//
// The live camera's messages are {frame}, an ImageBitmap of one video
// frame (already scaled down by the page), answered with the JSON of what
// the camera session saw (the wasm's `look_frame`: the grid's corners, the
// digits voted so far and, once locked, the solution with the corners it
// is drawn through), and {forget: true}, which starts the session's votes
// afresh.
importScripts('./reader_worker.js');
const MAX_SIDE = 1600;
const started = wasm_bindgen({ module_or_path: './reader_worker_bg.wasm' }).catch((error) => {
  setTimeout(() => {
    throw error;
  });
});

async function pixels(file) {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

let frameCanvas = null;

function lookAt(bitmap) {
  const { width, height } = bitmap;
  if (!frameCanvas || frameCanvas.width !== width || frameCanvas.height !== height) {
    frameCanvas = new OffscreenCanvas(width, height);
  }
  const context = frameCanvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return wasm_bindgen.look_frame(width, height, context.getImageData(0, 0, width, height).data);
}

self.onmessage = async (event) => {
  await started;
  if (event.data?.lang !== undefined) {
    // The page's language, before a request when it has changed ({lang, parts}).
    wasm_bindgen.take_language(event.data);
    return;
  }
  if (event.data?.forget) {
    wasm_bindgen.forget_frames();
    return;
  }
  if (event.data?.frame) {
    postMessage(lookAt(event.data.frame));
    return;
  }
  const { request, file } = event.data;
  let image;
  try {
    if (!(file instanceof Blob)) throw new Error('no file');
    if (file.size === 0) {
      postMessage(wasm_bindgen.read_failed(request, 'the file is empty'));
      return;
    }
    image = await pixels(file);
  } catch {
    postMessage(wasm_bindgen.read_failed(request, 'the file is not a picture this browser can open'));
    return;
  }
  postMessage(wasm_bindgen.read_photo(request, image.width, image.height, image.data));
};
