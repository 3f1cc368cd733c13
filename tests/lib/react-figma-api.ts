// Reads react-figma's public API from its index.d.ts with the TypeScript compiler API.
import path from 'node:path';
import ts from 'typescript';
import {docsProgram, reactFigmaIndex} from './typescript-setup';

export interface ReactFigmaFunction {
  /** Parameter names, in order. */
  params: string[];
  /** The .d.ts text of each parameter's type and of the return type (for messages). */
  paramTypes: string[];
  returns: string;
}

export interface ReactFigmaApi {
  /** Every name exported by index.d.ts. */
  exports: string[];
  /** Component name -> prop names of its props type (see componentProps for the rule). */
  components: Map<string, string[]>;
  /** Component name -> prop name -> the .d.ts text of its type (for messages). */
  propTypes: Map<string, Map<string, string>>;
  /** Exports that are plain functions (hooks included), not components. */
  functions: Map<string, ReactFigmaFunction>;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

function declaredTypeText(symbol: ts.Symbol): string {
  const declaration = symbol.valueDeclaration;
  return declaration && ts.isVariableDeclaration(declaration) && declaration.type
    ? declaration.type.getText()
    : '';
}

/**
 * The props of a component are the properties of P in its declared `React.FC<P>`:
 * - intersections, `extends` chains, mixins and `Omit<>` are resolved by the checker;
 * - a union (View = FrameNodeProps | RectangleProps) yields every prop of any member;
 * - `children` counts when P declares it (even as `undefined`: that documents a leaf node);
 * - `key` and `ref` are never in P (they are React's JSX attributes), so tables must not list them.
 */
function componentProps(checker: ts.TypeChecker, symbol: ts.Symbol): Map<string, string> {
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const propsType = checker.getTypeOfSymbol(signature.getParameters()[0]);
  const members = propsType.isUnion() ? propsType.types : [propsType];
  const types = new Map<string, Set<string>>();
  for (const property of members.flatMap((member) => checker.getPropertiesOfType(member))) {
    const texts = types.get(property.name) ?? new Set<string>();
    for (const declaration of property.declarations ?? []) {
      const type = (declaration as {type?: ts.TypeNode}).type;
      if (type) texts.add(oneLine(type.getText()));
    }
    types.set(property.name, texts);
  }
  return new Map(
    [...types]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, texts]) => [name, [...texts].join(' or ')]),
  );
}

function functionSignature(checker: ts.TypeChecker, symbol: ts.Symbol): ReactFigmaFunction | null {
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const declaration = signature?.getDeclaration();
  if (!declaration) return null;
  return {
    params: declaration.parameters.map((parameter) => parameter.name.getText()),
    paramTypes: declaration.parameters.map((parameter) =>
      oneLine(parameter.type?.getText() ?? 'any'),
    ),
    returns: oneLine(
      declaration.type?.getText() ?? checker.typeToString(signature.getReturnType()),
    ),
  };
}

export function readReactFigmaApi(): ReactFigmaApi {
  const program = docsProgram([reactFigmaIndex]);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(reactFigmaIndex)!)!;
  const api: ReactFigmaApi = {
    exports: [],
    components: new Map(),
    propTypes: new Map(),
    functions: new Map(),
  };
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    api.exports.push(exported.name);
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // Components are the exports declared as React function components.
    if (/^React\.(FC|FunctionComponent)</.test(declaredTypeText(symbol))) {
      const props = componentProps(checker, symbol);
      api.components.set(exported.name, [...props.keys()]);
      api.propTypes.set(exported.name, props);
      continue;
    }
    // Functions are the other exports that can be called (objects such as Platform cannot).
    const signature = functionSignature(checker, symbol);
    if (signature) api.functions.set(exported.name, signature);
  }
  return api;
}

/** The .d.ts files that declare the mixin interfaces components' props are built from. */
const mixinFiles = ['types.d.ts', 'hooks/useOnLayoutHandler.d.ts'];

/**
 * The props of each interface exported by react-figma's mixin files (`LayoutProps`,
 * `OnLayoutHandlerProps`…), inherited ones included: what the shared props page's groups name.
 */
export function readMixinInterfaces(): Map<string, string[]> {
  const files = mixinFiles.map((file) => path.join(path.dirname(reactFigmaIndex), file));
  const program = docsProgram(files);
  const checker = program.getTypeChecker();
  const interfaces = new Map<string, string[]>();
  for (const file of files) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (!(symbol.flags & ts.SymbolFlags.Interface)) continue;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      interfaces.set(
        symbol.name,
        checker.getPropertiesOfType(type).map((property) => property.name),
      );
    }
  }
  return interfaces;
}
