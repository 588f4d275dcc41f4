/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
import type { ManipulativeSpec } from '../../content/manipulativeTypes.ts';
import { checkAngle, angleSolution, initialAngle, ANGLE_RANGE } from './angle.ts';
import { checkTiles, initialTiles, MAX_TILES, tilesSolution } from './algebraTiles.ts';
import { barGraphSolution, checkBarGraph, initialBarGraph, MAX_PICTURES } from './barGraph.ts';
import { chartProblems } from './chart.ts';
import { checkDice, diceSolution, diceTaskProblems, initialDice } from './dice.ts';
import { checkCircle, circleSolution, initialCircle } from './circle.ts';
import { checkClock, clockTaskFits, initialClock, clockAnswer } from './clock.ts';
import { askedView, baseSize, checkCubes, cubesSolution, initialCubes, MAX_HEIGHT } from './cubeViews.ts';
import { checkPlane, initialPlane, PLANE_RANGE, planeSolution } from './coordinatePlane.ts';
import { balanceSolution, checkBalance, initialBalance, MAX_UNITS, MAX_X, solvedBalance, solvedValue } from './equationBalance.ts';
import { checkFraction, fractionSolution, initialFraction } from './fractionArea.ts';
import { checkGridShape, emptyGrid, gridSolution } from './gridShape.ts';
import { checkHundredGrid, GRID_CELLS, hundredGridSolution, initialHundredGrid } from './hundredGrid.ts';
import { checkMoney, emptyTable, moneyAnswer, moneySolution } from './money.ts';
import { numberLineProblems } from './numberLineProblems.ts';
import { arithmeticTerm, checkPattern, continueRepeating, initialPattern, MAX_SQUARES, patternSolution } from './pattern.ts';
import { checkSpinner, initialSpinner, SECTOR_RANGE, spinnerSolution } from './probabilitySpinner.ts';
import { checkPlaceValue, initialPlaceValue, placeValueSolution } from './placeValue.ts';
import { checkMix, emptyJug, mixSolution } from './ratioMixer.ts';
import { checkRuler, initialRuler, rulerSolution } from './ruler.ts';
import { checkTransform, imageOf, initialTransform, onGrid, transformSolution } from './transformationGrid.ts';
import { solidNetProblems } from './solidNet.ts';
import { checkScale, initialScale, scaleSolution } from './balanceScale.ts';
import { checkPosition, initialPosition, positionSolution, positionTaskProblems } from './positionScene.ts';
import { checkVenn, initialVenn, MAX_VENN_ITEMS, vennRegions, vennSolution } from './venn.ts';
import { unitMeasureProblems } from './unitMeasure.ts';
import { checkJug, initialJug, jugSolution, jugTaskProblems } from './measuringJug.ts';
import { checkGeoboard, emptyGeoboard, geoboardSolution, MAX_CORNERS } from './geoboard.ts';

/**
 * What is wrong with a manipulative's tasks, for the content tests: every task must be solvable within the
 * manipulative's limits, and none may be solved before the child does anything. Empty when all is well.
 */
export function manipulativeProblems(spec: ManipulativeSpec): string[] {
  const problems: string[] = [];
  const say = (index: number, problem: string) => problems.push(`${spec.type} task ${index + 1}: ${problem}`);
  if (spec.tasks.length === 0) problems.push(`${spec.type}: no tasks`);
  switch (spec.type) {
    case 'fraction-area':
      spec.tasks.forEach((task, i) => {
        if (task.numerator <= 0 || task.numerator > task.denominator) say(i, 'not a fraction of one whole');
        if (task.kind === 'shade' && (task.parts > spec.maxParts || task.parts % task.denominator !== 0)) say(i, 'parts');
        const solution = fractionSolution(task, spec.maxParts);
        if (!solution || !checkFraction(task, solution).correct) say(i, 'no solution');
        if (checkFraction(task, initialFraction(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'place-value':
      spec.tasks.forEach((task, i) => {
        if (task.target < 0 || task.target >= (spec.places === 2 ? 100 : 1000)) say(i, 'target out of range');
        if (!checkPlaceValue(task, placeValueSolution(task)).correct) say(i, 'no solution');
        if (checkPlaceValue(task, initialPlaceValue(task)).correct) say(i, 'solved at start');
        if (spec.places === 2 && task.start?.hundreds) say(i, 'hundreds on a tens-and-ones mat');
      });
      break;
    case 'ruler':
      spec.tasks.forEach((task, i) => {
        const end = task.kind === 'measure' ? task.startMm + task.lengthMm : task.lengthMm;
        if (task.lengthMm <= 0 || end > spec.lengthCm * 10) say(i, 'does not fit the ruler');
        if (!spec.millimetres && task.lengthMm % 10 !== 0) say(i, 'millimetres on a centimetre ruler');
        if (task.kind === 'measure' && task.unit === 'mm' && !spec.millimetres) say(i, 'mm answer without mm marks');
        if (!checkRuler(task, rulerSolution(task)).correct) say(i, 'no solution');
        if (checkRuler(task, initialRuler).correct) say(i, 'solved at start');
      });
      break;
    case 'angle-maker':
      spec.tasks.forEach((task, i) => {
        const solution = angleSolution(task);
        if (solution < ANGLE_RANGE.min || solution > ANGLE_RANGE.max || !checkAngle(task, solution).correct) say(i, 'no solution');
        if (checkAngle(task, initialAngle).correct) say(i, 'solved at start');
      });
      break;
    case 'grid-shape':
      spec.tasks.forEach((task, i) => {
        if (task.area === undefined && task.perimeter === undefined) say(i, 'asks for nothing');
        if (!gridSolution(task, spec.columns, spec.rows)) say(i, 'no solution on this grid');
        if (checkGridShape(task, emptyGrid(spec.columns, spec.rows)).correct) say(i, 'solved at start');
      });
      break;
    case 'bar-graph':
      if (spec.display === 'pictures' && spec.max / spec.step > MAX_PICTURES) problems.push(`${spec.type}: a picture row too long for its board`);
      if (spec.display === 'pictures' && spec.unit === undefined) problems.push(`${spec.type}: a picture graph without the unit of its key`);
      spec.tasks.forEach((task, i) => {
        if (task.values.length !== spec.categories.length) say(i, 'one value per category');
        if (task.values.some((value) => value < 0 || value > spec.max || value % spec.step !== 0)) say(i, 'values off the axis steps');
        if (task.kind === 'read' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say(i, 'correct index');
        if (!checkBarGraph(task, barGraphSolution(task)).correct) say(i, 'no solution');
        if (checkBarGraph(task, initialBarGraph(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'chart':
      problems.push(...chartProblems(spec).map((problem) => `${spec.type}: ${problem}`));
      break;
    case 'dice':
      spec.tasks.forEach((task, i) => {
        for (const problem of diceTaskProblems(task)) say(i, problem);
        if (!checkDice(task, diceSolution(task)).correct) say(i, 'no solution');
        if (checkDice(task, initialDice).correct) say(i, 'solved at start');
      });
      break;
    case 'circle':
      if (360 % spec.angleStep !== 0) problems.push(`${spec.type}: an angle step that does not divide 360`);
      spec.tasks.forEach((task, i) => {
        const solution = circleSolution(task, spec.angleStep);
        if (!solution || !checkCircle(task, solution).correct) say(i, 'no solution on the board');
        if (checkCircle(task, initialCircle).correct) say(i, 'solved at start');
      });
      break;
    case 'ratio-mixer':
      spec.tasks.forEach((task, i) => {
        const solution = mixSolution(task);
        if (!solution || solution.first > spec.maxCups || solution.second > spec.maxCups || !checkMix(task, solution).correct) {
          say(i, 'no solution in the jug');
        }
        if (checkMix(task, emptyJug).correct) say(i, 'solved at start');
        // The recipe card draws one glass per cup, six to a row.
        if (task.ratio.first > 6 || task.ratio.second > 6) say(i, 'recipe too long for its card');
      });
      break;
    case 'pattern':
      spec.tasks.forEach((task, i) => {
        if (task.kind === 'repeat') {
          const ids = new Set(spec.tokens.map((token) => token.id));
          if (![...task.shown, ...task.answer].every((id) => ids.has(id))) say(i, 'unknown token');
          const expected = continueRepeating(task.shown, task.answer.length);
          if (!expected || expected.join() !== task.answer.join()) say(i, 'answer does not continue the pattern');
        } else {
          if (task.answer > MAX_SQUARES || task.answer < 1) say(i, 'answer out of range');
          const rule = arithmeticTerm(task.terms, task.askStep);
          if (rule !== null && rule !== task.answer) say(i, 'answer does not follow the constant difference');
          if (task.askStep <= task.terms.length) say(i, 'asks for a figure already shown');
        }
        if (!checkPattern(task, patternSolution(task)).correct) say(i, 'no solution');
        if (checkPattern(task, initialPattern).correct) say(i, 'solved at start');
      });
      break;
    case 'hundred-grid':
      spec.tasks.forEach((task, i) => {
        const shown = task.kind === 'shade' ? task.hundredths : task.shaded;
        if (!Number.isInteger(shown) || shown < 0 || shown > GRID_CELLS) say(i, 'not a number of hundredths on the grid');
        if (task.kind === 'read' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say(i, 'correct index');
        if (!checkHundredGrid(task, hundredGridSolution(task)).correct) say(i, 'no solution');
        if (checkHundredGrid(task, initialHundredGrid(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'number-line':
      problems.push(...numberLineProblems(spec));
      break;
    case 'equation-balance':
      spec.tasks.forEach((task, i) => {
        const pans = [task.left, task.right];
        if (pans.some((pan) => pan.x < 0 || pan.units < 0 || pan.x > MAX_X || pan.units > MAX_UNITS)) say(i, 'pans out of range');
        const value = balanceSolution(task);
        if (value === null || !Number.isInteger(value) || value <= 0) say(i, 'no whole, positive solution');
        const solved = solvedBalance(task);
        if (!solved || !checkBalance(solved).correct || solvedValue(solved) !== value) say(i, 'no solution by balance moves');
        if (checkBalance(initialBalance(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'balance-scale':
      if (spec.each < 1 || spec.each > (spec.counter ? 20 : 5) || spec.masses.some((grams, i) => grams <= 0 || grams >= (spec.masses[i - 1] ?? Infinity))) {
        problems.push('balance-scale: masses must be positive, heaviest first, 1 to 5 of each (1 to 20 counters)');
      }
      if (spec.counter && spec.masses.length !== 1) problems.push('balance-scale: a box of counters holds one kind of counter');
      spec.tasks.forEach((task, i) => {
        const loads = task.kind === 'compare' ? [task.left.grams, task.right.grams] : [task.grams];
        if (loads.some((grams) => !Number.isInteger(grams) || grams <= 0)) say(i, 'not a mass in whole grams');
        const solution = scaleSolution(task, spec);
        if (!solution || !checkScale(task, spec.masses, solution).correct) say(i, 'the box of masses cannot make it');
        if (checkScale(task, spec.masses, initialScale(spec)).correct) say(i, 'solved at start');
      });
      break;
    case 'venn':
      spec.tasks.forEach((task, i) => {
        const regions = vennRegions(task.sets.b !== undefined);
        const where = task.kind === 'sort' ? task.answer : task.placed;
        if (task.items.length === 0 || task.items.length > MAX_VENN_ITEMS) say(i, 'needs 1 to 10 items');
        if (new Set(task.items.map((item) => item.id)).size !== task.items.length) say(i, 'item ids repeat');
        if (where.length !== task.items.length || where.some((region) => !regions.includes(region))) say(i, 'one region of this diagram per item');
        if (task.kind === 'read' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say(i, 'correct index');
        if (!checkVenn(task, vennSolution(task)).correct) say(i, 'no solution');
        if (checkVenn(task, initialVenn(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'clock':
      spec.tasks.forEach((task, i) => {
        if (!clockTaskFits(task, spec)) say(i, 'time not on the clock’s steps');
        if (!checkClock(task, clockAnswer(task)).correct) say(i, 'no solution');
        if (checkClock(task, initialClock(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'measuring-jug':
      if (spec.capacityMl < 1000 || spec.capacityMl > 5000 || spec.markMl <= 0 || spec.capacityMl % spec.markMl !== 0 || spec.capacityMl / spec.markMl > 20) {
        problems.push('measuring-jug: capacity 1 to 5 L, cut into at most 20 marks');
      }
      spec.tasks.forEach((task, i) => {
        for (const problem of jugTaskProblems(task, spec)) say(i, problem);
        if (!checkJug(task, jugSolution(task)).correct) say(i, 'no solution');
        if (checkJug(task, initialJug(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'money':
      if (spec.pieces.length === 0 || spec.pieces.some((piece, i) => piece <= (spec.pieces[i - 1] ?? 0)))
        problems.push('money: pieces must be given smallest first');
      spec.tasks.forEach((task, i) => {
        if (task.kind === 'change' && task.paid <= task.price) say(i, 'paid no more than the price');
        const solution = moneySolution(task, spec);
        if (!solution || !checkMoney(task, solution, spec.pieces).correct) say(i, 'cannot be made with these pieces');
        if (moneyAnswer(task) <= 0 || checkMoney(task, emptyTable, spec.pieces).correct) say(i, 'solved at start');
      });
      break;
    case 'algebra-tiles':
      if (spec.maxTiles < 1 || spec.maxTiles > MAX_TILES) problems.push('algebra-tiles: the mat holds 1 to 12 tiles of a kind');
      spec.tasks.forEach((task, i) => {
        const solution = tilesSolution(task);
        const start = initialTiles(task);
        if (Object.values(solution).some((count) => count > spec.maxTiles)) say(i, 'more tiles than the mat holds');
        if (Object.values(start).some((count) => count < 0 || count > spec.maxTiles)) say(i, 'start tiles off the mat');
        if (!spec.negatives && solution.negX + solution.negUnits + start.negX + start.negUnits > 0) say(i, 'negative tiles on a mat without them');
        if (!checkTiles(task, solution).correct) say(i, 'no solution');
        if (checkTiles(task, start).correct) say(i, 'solved at start');
      });
      break;
    case 'coordinate-plane':
      if (spec.range < PLANE_RANGE.min || spec.range > PLANE_RANGE.max) problems.push('coordinate-plane: range');
      spec.tasks.forEach((task, i) => {
        const points = task.kind === 'plot' ? task.points : [task.point];
        if (points.length === 0) say(i, 'no points');
        if (points.some((p) => !Number.isInteger(p.x) || !Number.isInteger(p.y) || Math.abs(p.x) > spec.range || Math.abs(p.y) > spec.range)) {
          say(i, 'a point off the board');
        }
        if (new Set(points.map((p) => `${p.x},${p.y}`)).size !== points.length) say(i, 'a point twice');
        if (task.kind === 'read' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say(i, 'correct index');
        if (!checkPlane(task, planeSolution(task)).correct) say(i, 'no solution');
        if (checkPlane(task, initialPlane).correct) say(i, 'solved at start');
      });
      break;
    case 'geoboard':
      if (spec.pegs < 3 || spec.pegs > 7) problems.push('geoboard: 3 to 7 pegs a side');
      spec.tasks.forEach((task, i) => {
        const asks = [task.corners, task.shape, task.rightAngles, task.perimeter, task.area];
        if (asks.every((ask) => ask === undefined)) say(i, 'asks for nothing');
        if (task.corners !== undefined && (task.corners < 3 || task.corners > MAX_CORNERS)) say(i, 'corners must be 3 to 6');
        if (!geoboardSolution(task, spec.pegs)) say(i, 'no solution on this board');
        if (checkGeoboard(task, emptyGeoboard(spec.pegs)).correct) say(i, 'solved at start');
      });
      break;
    case 'solid-net':
      spec.tasks.forEach((task, i) => {
        for (const problem of solidNetProblems(task)) say(i, problem);
      });
      break;
    case 'probability-spinner':
      spec.tasks.forEach((task, i) => {
        const ids = new Set(spec.colours.map((colour) => colour.id));
        const sectors = task.kind === 'colour' ? task.sectors : task.sectors.length;
        if (sectors < SECTOR_RANGE.min || sectors > SECTOR_RANGE.max) say(i, 'sector count');
        if (task.kind === 'chance' && !task.sectors.every((id) => ids.has(id))) say(i, 'unknown colour');
        if (task.kind === 'chance' && (task.correctIndex < 0 || task.correctIndex >= task.options.length)) say(i, 'correct index');
        if (task.kind === 'colour' && !task.targets.every((target) => ids.has(target.colour) && (!('of' in target) || ids.has(target.of)))) {
          say(i, 'unknown colour');
        }
        const solution = spinnerSolution(task, spec);
        if (!solution || !checkSpinner(task, solution).correct) say(i, 'no solution');
        if (checkSpinner(task, initialSpinner(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'transformation-grid':
      spec.tasks.forEach((task, i) => {
        const size = { columns: spec.columns, rows: spec.rows };
        if (task.shape.length === 0 || !onGrid(task.shape, size)) say(i, 'shape off the grid');
        if (!onGrid(imageOf(task), size)) say(i, 'image off the grid');
        const shapeCells = new Set(task.shape.map(([column, row]) => `${column},${row}`));
        if (task.kind === 'reflect' && imageOf(task).some(([column, row]) => shapeCells.has(`${column},${row}`))) say(i, 'the mirror cuts the shape');
        if (!checkTransform(task, transformSolution(task, size), size).correct) say(i, 'no solution');
        if (checkTransform(task, initialTransform(size), size).correct) say(i, 'solved at start');
      });
      break;
    case 'cube-views':
      spec.tasks.forEach((task, i) => {
        const heights = task.kind === 'build' ? task.target : task.structure;
        const { rows, columns } = baseSize(heights);
        if (rows < 1 || rows > 4 || columns < 1 || columns > 4 || heights.some((row) => row.length !== columns)) say(i, 'base grid');
        if (heights.flat().some((height) => !Number.isInteger(height) || height < 0 || height > MAX_HEIGHT)) say(i, 'stack heights');
        if (task.kind === 'view') {
          if (task.correctIndex < 0 || task.correctIndex >= task.options.length) say(i, 'correct index');
          else if (JSON.stringify(task.options[task.correctIndex]) !== JSON.stringify(askedView(task))) say(i, 'the right option is not the view');
          if (new Set(task.options.map((option) => JSON.stringify(option))).size !== task.options.length) say(i, 'options repeat');
        }
        if (!checkCubes(task, cubesSolution(task)).correct) say(i, 'no solution');
        if (checkCubes(task, initialCubes(task)).correct) say(i, 'solved at start');
      });
      break;
    case 'unit-measure':
      problems.push(...unitMeasureProblems(spec));
      break;
    case 'position-scene':
      if (spec.rows < 1 || spec.rows > 4 || spec.columns < 2 || spec.columns > 6) problems.push('position-scene: 1 to 4 shelves of 2 to 6 places');
      spec.tasks.forEach((task, i) => {
        for (const problem of positionTaskProblems(task, spec)) say(i, problem);
        if (!checkPosition(task, positionSolution(task, spec)).correct) say(i, 'the answer does not check');
        if (checkPosition(task, initialPosition).correct) say(i, 'solved at start');
      });
      break;
  }
  return problems;
}
