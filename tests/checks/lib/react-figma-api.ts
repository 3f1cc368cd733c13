// Reads react-figma's public API from its index.d.ts with the TypeScript compiler API.
import ts from 'typescript';
import {docsCompilerOptions, reactFigmaIndex} from './typescript-setup';

export interface ReactFigmaApi {
  /** Every name exported by index.d.ts. */
  exports: string[];
  /** Component name -> prop names of its props type (see componentProps for the rule). */
  components: Map<string, string[]>;
}

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
function componentProps(checker: ts.TypeChecker, symbol: ts.Symbol): string[] {
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const propsType = checker.getTypeOfSymbol(signature.getParameters()[0]);
  const members = propsType.isUnion() ? propsType.types : [propsType];
  const names = new Set(
    members.flatMap((member) => checker.getPropertiesOfType(member).map((p) => p.name)),
  );
  return [...names].sort();
}

export function readReactFigmaApi(): ReactFigmaApi {
  const program = ts.createProgram([reactFigmaIndex], docsCompilerOptions);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(reactFigmaIndex)!)!;
  const api: ReactFigmaApi = {exports: [], components: new Map()};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    api.exports.push(exported.name);
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // Components are the exports declared as React function components.
    if (/^React\.(FC|FunctionComponent)</.test(declaredTypeText(symbol))) {
      api.components.set(exported.name, componentProps(checker, symbol));
    }
  }
  return api;
}
