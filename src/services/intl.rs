//! The browser's `Intl` for a language: its plural rules and number
//! format, as the catalogue's [`Locale`].

use js_sys::{Array, Function, Object};
use sudoku_i18n::{English, Locale, Plural};
use wasm_bindgen::JsValue;

/// `Intl.PluralRules` and `Intl.NumberFormat` for one language.
pub struct Intl {
    plural: js_sys::Intl::PluralRules,
    format: Function,
}

impl Intl {
    /// The browser's rules for `tag` (`de`, `ja`...).
    pub fn new(tag: &str) -> Intl {
        let locales = Array::of1(&JsValue::from_str(tag));
        let plural = js_sys::Intl::PluralRules::new(&locales, &Object::new());
        let format = js_sys::Intl::NumberFormat::new(&locales, &Object::new()).format();
        Intl { plural, format }
    }
}

impl Locale for Intl {
    fn plural(&self, n: f64) -> Plural {
        let name = self.plural.select(n).as_string().unwrap_or_default();
        Plural::from_name(&name).unwrap_or(Plural::Other)
    }

    fn number(&self, n: f64) -> String {
        self.format
            .call1(&JsValue::NULL, &JsValue::from_f64(n))
            .ok()
            .and_then(|text| text.as_string())
            .unwrap_or_else(|| English.number(n))
    }
}
