// What figma-api-stub 0.0.55 lacks for running the documentation's examples, added in one place.
// Each addition follows @figma/plugin-typings' description of the real API as far as a stub can:
// the node factories create a node of the right `type` on the current page, as Figma does.
/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is untyped JavaScript */
import type {AssumptionLog} from './model-rules';
import {boundsOf, cornerKeys} from './node-tree';
import {layoutText} from './text-layout';

type StubNode = Record<string, any>;
type StubFigma = Record<string, any>;

let instanceCount = 0;

/**
 * An instance's copies of its component's layers: Figma's ids (`I<instance id>;<original id>`),
 * text measured like any text, other layers as large as their originals until resized.
 */
function adoptInstanceChildren(instanceId: string, node: StubNode, parent: StubNode): void {
  const original = node._orig;
  node.id = `I${instanceId};${original?.id ?? node.id}`;
  node.parent = parent;
  if (node.type === 'TEXT' && original) {
    const copied: StubNode = {
      ownName: original.name === original.characters ? undefined : original.name,
    };
    for (const key of [
      'characters',
      'fontSize',
      'lineHeight',
      'letterSpacing',
      'textCase',
      'paragraphSpacing',
      'width',
      'height',
    ]) {
      copied[key] = original[key];
    }
    measuredText(node, copied);
  } else if (original) followSize(node, original);
  for (const child of node.children ?? []) adoptInstanceChildren(instanceId, child, node);
}

/**
 * Text size: the stub never measures text, so Yoga would lay every text node out as 0×0. Figma
 * sizes a text node from its content unless textAutoResize is NONE or TRUNCATE; text-layout.ts
 * does the same from Inter's font files. `initial` carries a copied layer's sizing properties.
 */
function measuredText(text: StubNode, initial: StubNode = {}, log?: AssumptionLog): StubNode {
  // Figma names a text layer after its content until the layer is given a name of its own.
  let ownName: string | undefined = initial.ownName;
  Object.defineProperty(text, 'name', {
    configurable: true,
    enumerable: true,
    get: () => ownName ?? String(text.characters ?? ''),
    set: (name: string) => (ownName = name),
  });
  const proto = Object.getPrototypeOf(text);
  const setter = (key: string) => Object.getOwnPropertyDescriptor(proto, key)?.set;
  // Figma's defaults for the properties that change a text node's size.
  const values: StubNode = {
    fontSize: 12,
    lineHeight: {unit: 'AUTO'},
    letterSpacing: {unit: 'PIXELS', value: 0},
    textCase: 'ORIGINAL',
    paragraphSpacing: 0,
    width: 0,
    height: 0,
  };
  for (const key of Object.keys(values)) if (initial[key] !== undefined) values[key] = initial[key];
  /** A size written while the text hugged its content (model-rules.ts, "resize of auto-width text"). */
  let resizedWhileHugging: {width: number; height: number} | undefined;
  const measure = () => {
    const mode = text.textAutoResize ?? 'WIDTH_AND_HEIGHT';
    if (mode === 'NONE' || mode === 'TRUNCATE') return;
    const font = text.fontName as {family?: string; style?: string} | undefined;
    if (font?.family === 'Inter' && font.style === 'Italic') log?.assume('font style names');
    const layout = layoutText({
      characters: String(text.characters ?? ''),
      fontName: text.fontName,
      fontSize: typeof values.fontSize === 'number' ? values.fontSize : 12,
      lineHeight: values.lineHeight,
      letterSpacing: values.letterSpacing,
      textCase: values.textCase,
      paragraphSpacing: values.paragraphSpacing,
      textAutoResize: mode,
      width: values.width,
    });
    values.width = layout.width;
    values.height = layout.height;
    // The assumption decided the size only where hugging again gives another one than was written.
    if (
      mode === 'WIDTH_AND_HEIGHT' &&
      resizedWhileHugging &&
      (Math.abs(resizedWhileHugging.width - layout.width) >= 0.5 ||
        Math.abs(resizedWhileHugging.height - layout.height) >= 0.5)
    ) {
      log?.assume('resize of auto-width text');
    }
  };
  const remeasured = (key: string) => ({
    configurable: true,
    enumerable: true,
    get: () => (key in values ? values[key] : Reflect.get(proto, key, text)),
    set: (value: unknown) => {
      const inherited = setter(key);
      if (inherited) inherited.call(text, value);
      if (!inherited || key in values) values[key] = value;
      measure();
    },
  });
  for (const key of ['characters', 'textAutoResize', 'fontName', ...Object.keys(values)]) {
    Object.defineProperty(text, key, remeasured(key));
  }
  // A fixed width keeps until the content changes; in HEIGHT mode the height follows it.
  text.resize = (width: number, height: number) => {
    values.width = width;
    values.height = height;
    // react-figma writes a Text's size before its content: the rule is about an empty text.
    if (
      (text.textAutoResize ?? 'WIDTH_AND_HEIGHT') === 'WIDTH_AND_HEIGHT' &&
      String(text.characters ?? '') === ''
    ) {
      resizedWhileHugging = {width, height};
    }
    if (text.textAutoResize === 'HEIGHT') measure();
  };
  text.resizeWithoutConstraints = text.resize;
  if (initial.characters !== undefined) measure();
  return text;
}

/** Width and height that follow `source` until the node is resized: a component's layers' copies. */
function followSize(node: StubNode, source: StubNode): void {
  let own: {width: number; height: number} | undefined;
  for (const key of ['width', 'height'] as const) {
    Object.defineProperty(node, key, {
      configurable: true,
      enumerable: true,
      get: () => (own ? own[key] : source[key]),
    });
  }
  node.resize = (width: number, height: number) => (own = {width, height});
  node.resizeWithoutConstraints = node.resize;
}

/** Width and height of an SVG document, from its attributes or else its viewBox (100×100 if neither). */
export function svgSize(svg: string): {width: number; height: number} {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(?:px)?["']`, 'i').exec(tag)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i
    .exec(tag)?.[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return {
    width: attribute('width') ?? viewBox?.[2] ?? 100,
    height: attribute('height') ?? viewBox?.[3] ?? 100,
  };
}

/**
 * Figma's corner radii (Plugin API, RectangleCornerMixin and CornerMixin): setting `cornerRadius`
 * sets all four corners, each corner can be set on its own, and `cornerRadius` reads `figma.mixed`
 * when the corners differ. The stub keeps them as unrelated plain properties. A radius nothing
 * has set stays unset, as the stub leaves it.
 */
function cornerRadii(node: StubNode, mixed: symbol): StubNode {
  const radius: Record<string, number | undefined> = {};
  const initial = node.cornerRadius as number | undefined;
  for (const corner of cornerKeys) {
    radius[corner] = (node[corner] as number | undefined) ?? initial;
    Object.defineProperty(node, corner, {
      configurable: true,
      enumerable: true,
      get: () => radius[corner],
      set: (value: number) => (radius[corner] = value),
    });
  }
  Object.defineProperty(node, 'cornerRadius', {
    configurable: true,
    enumerable: true,
    get: () => {
      const values = cornerKeys.map((corner) => radius[corner]);
      if (values.every((value) => value === undefined)) return undefined;
      const [first, ...rest] = values.map((value) => value ?? 0);
      return rest.every((value) => value === first) ? first : mixed;
    },
    set: (value: number) => cornerKeys.forEach((corner) => (radius[corner] = value)),
  });
  return node;
}

/** A property that keeps what is written to it and calls `written` after each write. */
function watchWrites<V>(node: StubNode, key: string, initial: V, written: (value: V) => void) {
  let value = initial;
  Object.defineProperty(node, key, {
    configurable: true,
    enumerable: true,
    get: () => value,
    set: (next: V) => {
      value = next;
      written(next);
    },
  });
}

/**
 * Figma's groups. "Groups in Figma are always positioned and sized to fit their content" (Plugin
 * API, GroupNode), and a node's x and y are relative to its container parent (a page, frame,
 * component or instance), "not relative to its direct parent if the parent is a group" (Plugin
 * API, relativeTransform, "Container parent"). So a group's box is its children's bounds, and
 * setting its x or y moves the children. resize and resizeWithoutConstraints apply the children's
 * constraints (LayoutMixin): with the default ones (MIN, MIN) they stay as they are, and the group
 * keeps fitting them. The stub's group has no geometry of its own. Rotation is not considered.
 */
function fitToChildren(group: StubNode): StubNode {
  const kids = () => (group.children ?? []) as StubNode[];
  const bounds = () =>
    boundsOf(
      kids().map((child) => ({
        left: child.x ?? 0,
        top: child.y ?? 0,
        right: (child.x ?? 0) + (child.width ?? 0),
        bottom: (child.y ?? 0) + (child.height ?? 0),
      })),
    );
  const move = (key: 'x' | 'y') => (value: number) => {
    const by = value - bounds()[key];
    for (const child of kids()) child[key] = (child[key] ?? 0) + by;
  };
  Object.defineProperties(group, {
    x: {configurable: true, enumerable: true, get: () => bounds().x, set: move('x')},
    y: {configurable: true, enumerable: true, get: () => bounds().y, set: move('y')},
    // Read-only in Figma; a write is dropped, as the stub's own writes would be.
    width: {configurable: true, enumerable: true, get: () => bounds().width, set: () => undefined},
    height: {
      configurable: true,
      enumerable: true,
      get: () => bounds().height,
      set: () => undefined,
    },
  });
  group.resize = () => undefined;
  group.resizeWithoutConstraints = () => undefined;
  // "In Figma, groups must always have children. A group with no children will delete itself"
  // (Plugin API, GroupNode). The stub removes a child by assigning its parent a shorter list.
  watchWrites(group, 'children', kids(), (value: StubNode[]) => {
    if (!value.length && !group.removed) group.remove?.();
  });
  // A deleted node takes no children: the words are the stub's own for a removed node.
  for (const method of ['appendChild', 'insertChild'] as const) {
    const add = group[method] as (...args: unknown[]) => unknown;
    group[method] = (...args: unknown[]) => {
      if (group.removed) throw new Error(`The node with id ${group.id} does not exist`);
      return add.apply(group, args);
    };
  }
  return group;
}

/**
 * Adds the missing API to a `createFigma()` result, in place, and returns it. `log` records the
 * assumed rules of the model (model-rules.ts) the run relies on. Each step adds one area of the
 * Plugin API; the order is the order the properties are written in, and where one step wraps a
 * factory another step calls (the leaf shapes call `figma.createRectangle` when a shape is made,
 * so they get the rectangle `addRectanglesAndFrames` wraps), the lookup happens at call time.
 */
export function completeFigmaStub<T>(stub: T, log?: AssumptionLog): T {
  const figma = stub as StubFigma;
  // The Plugin API's `figma.mixed`: what a property reads when its parts differ.
  figma.mixed ??= Symbol('figma.mixed');
  addLeafShapes(figma, log);
  addSvgImport(figma);
  addGroupsAndVariants(figma, log);
  addStyleImport(figma, log);
  addTextAndFonts(figma, log);
  addRectanglesAndFrames(figma);
  addUi(figma);
  addComponentsAndInstances(figma);
  return stub;
}

/** Ellipses, stars, vectors, slices and lines, each made from the stub's (completed) rectangle. */
function addLeafShapes(figma: StubFigma, log?: AssumptionLog): void {
  // A rectangle stub carries every property they need; only the type differs. `figma.createRectangle`
  // is read when a shape is made, so each shape starts as the rectangle addRectanglesAndFrames
  // completes (named, 100×100 at (0, 0), with corner radii) and then takes its own type and name.
  const shape =
    (type: string, name: string, extra: StubNode = {}) =>
    () => {
      const node = figma.createRectangle();
      return Object.assign(node, {type, name, width: 100, height: 100, ...extra});
    };
  figma.createEllipse = shape('ELLIPSE', 'Ellipse', {
    arcData: {startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0},
  });
  figma.createStar = shape('STAR', 'Star', {pointCount: 5, innerRadius: 0.382});
  const createVector = shape('VECTOR', 'Vector', {vectorNetwork: undefined});
  figma.createVector = () => {
    const vector = createVector();
    watchWrites(vector, 'vectorPaths', [] as unknown[], (value) => {
      if (Array.isArray(value) && value.length) log?.assume("vector's box");
    });
    return vector;
  };
  figma.createSlice = shape('SLICE', 'Slice', {fills: undefined});
  figma.createLine = () => {
    const line = shape('LINE', 'Line', {height: 0})();
    // A line has no height: Figma accepts resize(width, 0) for it (and only for it).
    line.resize = (width: number) => {
      line.width = width;
      line.height = 0;
    };
    return line;
  };
}

/** `createNodeFromSvg`: a frame named "Svg" holding the markup, sized like the SVG, as Figma sizes it. */
function addSvgImport(figma: StubFigma): void {
  // `figma.createFrame` is read at call time: the frame addRectanglesAndFrames completes.
  figma.createNodeFromSvg = (svg: string) => {
    const frame = figma.createFrame();
    const {width, height} = svgSize(svg);
    // svgSource is the stub's own: the runner keeps the markup so a preview can draw it.
    return Object.assign(frame, {name: 'Svg', width, height, fills: [], svgSource: svg});
  };
}

/** `group`, fitted to its children, and `combineAsVariants`, which makes a component set. */
function addGroupsAndVariants(figma: StubFigma, log?: AssumptionLog): void {
  const group = figma.group.bind(figma);
  figma.group = (...args: unknown[]) => fitToChildren(group(...args));

  // The variants move into a new COMPONENT_SET appended to `parent` (or inserted at `index`).
  figma.combineAsVariants = (nodes: StubNode[], parent: StubNode, index?: number) => {
    if (!nodes.length) throw new Error('Error: combineAsVariants needs at least one component');
    if (nodes.some((node) => node.type !== 'COMPONENT')) {
      throw new Error('Error: combineAsVariants accepts only components');
    }
    log?.assume("component set's box");
    const set = figma.createFrame();
    Object.assign(set, {type: 'COMPONENT_SET', name: 'Component set'});
    if (index === undefined) parent.appendChild(set);
    else parent.insertChild(index, set);
    for (const node of nodes) set.appendChild(node);
    return set;
  };
}

/** `importStyleByKeyAsync`: no team library exists here, so every key imports as a paintless style. */
function addStyleImport(figma: StubFigma, log?: AssumptionLog): void {
  figma.importStyleByKeyAsync = async (key: string) => {
    log?.assume('team library styles');
    const style = figma.createPaintStyle();
    return Object.assign(style, {key, name: key, remote: true, paints: []});
  };
}

/** `createText`, measured from Inter's files, and `listAvailableFontsAsync` with Inter's "Italic". */
function addTextAndFonts(figma: StubFigma, log?: AssumptionLog): void {
  const createText = figma.createText.bind(figma);
  figma.createText = () => measuredText(Object.assign(createText(), {x: 0, y: 0}), {}, log);

  // Fonts: the stub lists Inter's regular italic only as "Regular Italic"; Figma's Inter calls it
  // "Italic", which is what react-figma asks for with fontStyle: 'italic' and weight 400.
  const listFonts = figma.listAvailableFontsAsync.bind(figma);
  figma.listAvailableFontsAsync = async () => {
    const fonts = (await listFonts()) as Array<{fontName: {family: string; style: string}}>;
    const has = (style: string) =>
      fonts.some(({fontName}) => fontName.family === 'Inter' && fontName.style === style);
    return has('Regular Italic') && !has('Italic')
      ? [...fonts, {fontName: {family: 'Inter', style: 'Italic'}}]
      : fonts;
  };
}

/** Frames, components and instances: `backgrounds` is Figma's deprecated name for `fills`. */
function aliasBackgrounds(node: StubNode): StubNode {
  return Object.defineProperty(node, 'backgrounds', {
    configurable: true,
    get: () => node.fills,
    set: (value: unknown) => (node.fills = value),
  });
}

/**
 * A factory whose layers get their type's name ("Frame", "Rectangle"), a 100×100 size, the
 * position (0, 0) and Figma's corner radii, as Figma gives each new layer; the stub leaves all of
 * them unset.
 */
function named(figma: StubFigma, create: () => StubNode, name: string): () => StubNode {
  return () =>
    cornerRadii(Object.assign(create(), {name, x: 0, y: 0, width: 100, height: 100}), figma.mixed);
}

/** `createRectangle` and `createFrame`, wrapping the stub's own factories. */
function addRectanglesAndFrames(figma: StubFigma): void {
  figma.createRectangle = named(figma, figma.createRectangle.bind(figma), 'Rectangle');
  const createFrame = named(figma, figma.createFrame.bind(figma), 'Frame');
  figma.createFrame = () => aliasBackgrounds(createFrame());
}

/** The UI iframe: showUI only records that it was shown; on/off/once manage message handlers. */
function addUi(figma: StubFigma): void {
  const ui = figma.ui as StubNode;
  const handlers = new Set<(message: unknown) => void>();
  ui.visible = false;
  figma.showUI = () => {
    ui.visible = true;
  };
  ui.show = () => (ui.visible = true);
  ui.hide = () => (ui.visible = false);
  ui.resize = () => undefined;
  ui.close = () => (ui.visible = false);
  ui.on = (type: string, handler: (message: unknown) => void) => {
    if (type === 'message') handlers.add(handler);
  };
  ui.once = (type: string, handler: (message: unknown) => void) => {
    const once = (message: unknown) => {
      handlers.delete(once);
      handler(message);
    };
    if (type === 'message') handlers.add(once);
  };
  ui.off = (type: string, handler: (message: unknown) => void) => handlers.delete(handler);
  /** Test hook: delivers a message from the UI to the plugin's handlers. */
  ui.receive = (message: unknown) => {
    for (const handler of [...handlers]) handler(message);
    ui.onmessage?.(message, {origin: null});
  };
}

/**
 * `createComponent` and its `createInstance`. The stub leaves an instance without an id, off the
 * page, and gives its layers the ids (and parent) of the component's layers; Figma puts a new
 * instance on the current page.
 */
function addComponentsAndInstances(figma: StubFigma): void {
  const createComponent = named(figma, figma.createComponent.bind(figma), 'Component');
  figma.createComponent = () => {
    const component = aliasBackgrounds(createComponent());
    const createInstance = component.createInstance;
    component.createInstance = () => {
      const instance = aliasBackgrounds(createInstance.call(component));
      instance.id = `9999:${++instanceCount}`;
      instance.name = component.name;
      // An instance is as large as its component, which react-figma often lays out only after
      // creating the instance.
      followSize(instance, component);
      figma.currentPage.appendChild(instance);
      for (const child of instance.children) adoptInstanceChildren(instance.id, child, instance);
      return instance;
    };
    return component;
  };
}
