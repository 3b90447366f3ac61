// Stylesheets imported by components (e.g. ol/ol.css) mean nothing in jsdom.
module.exports = {};
