// Dashboard charts (Chart.js, served locally): score trend per component, a radar of the four components, the
// share of four-step answers accepted per step and sessions by mode. Data comes from the page through json_script.
(function () {
  "use strict";
  var source = document.getElementById("dashboard-data");
  if (!source || typeof window.Chart === "undefined") return;
  var data = JSON.parse(source.textContent);
  var Chart = window.Chart;
  var COLORS = { observation: "#0b6e4f", feeling: "#b3261e", need: "#1f5fbf", request: "#8a4b00", empathy: "#6b3fa0" };
  var MODE_COLORS = { free_dialog: "#1f5fbf", scenario: "#8a4b00", structured: "#0b6e4f" };
  var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = "#1f2328";
  if (reduceMotion) Chart.defaults.animation = false;

  function canvas(id) {
    return document.getElementById(id);
  }

  var trend = canvas("trend-chart");
  if (trend && data.trend.length) {
    new Chart(trend, {
      type: "line",
      data: {
        labels: data.trend.map(function (row) { return row.date; }),
        datasets: data.components.map(function (component) {
          return {
            label: component.name,
            data: data.trend.map(function (row) { return row[component.key]; }),
            borderColor: COLORS[component.key],
            backgroundColor: COLORS[component.key],
            tension: 0.25,
            pointRadius: 3
          };
        })
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { offset: true },
          y: { min: 0, max: 100, title: { display: true, text: data.text.score } }
        },
        plugins: { legend: { position: "bottom" } }
      }
    });
  }

  var radar = canvas("radar-chart");
  if (radar) {
    new Chart(radar, {
      type: "radar",
      data: {
        labels: data.components.map(function (component) { return component.name; }),
        datasets: [{
          label: data.text.average,
          data: data.components.map(function (component) { return data.averages[component.key] || 0; }),
          borderColor: "#0b6e4f",
          backgroundColor: "rgba(11, 110, 79, 0.2)",
          pointBackgroundColor: "#0b6e4f"
        }]
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: { r: { min: 0, max: 100, ticks: { stepSize: 25, backdropColor: "transparent" } } },
        plugins: { legend: { display: false } }
      }
    });
  }

  var steps = canvas("steps-chart");
  if (steps && data.steps) {
    new Chart(steps, {
      type: "bar",
      data: {
        labels: data.steps.map(function (step) { return step.name; }),
        datasets: [{
          label: data.text.pass_rate,
          data: data.steps.map(function (step) { return step.pass_rate; }),
          backgroundColor: data.steps.map(function (step) { return COLORS[step.key]; })
        }]
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { min: 0, max: 100, title: { display: true, text: data.text.pass_rate } } },
        plugins: { legend: { display: false } }
      }
    });
  }

  var modes = canvas("modes-chart");
  if (modes) {
    new Chart(modes, {
      type: "doughnut",
      data: {
        labels: data.modes.map(function (mode) { return mode.name; }),
        datasets: [{
          label: data.text.sessions,
          data: data.modes.map(function (mode) { return mode.count; }),
          backgroundColor: data.modes.map(function (mode) { return MODE_COLORS[mode.key] || "#555d66"; })
        }]
      },
      options: { responsive: true, maintainAspectRatio: false, plugins: { legend: { position: "bottom" } } }
    });
  }
})();
