// Writes what an entry exports as a readable declaration list, like a .d.ts with no comments:
// each name with its declared type — a function's parameters and return type, a type's or
// interface's members, a class's constructor and public members, a constant's type. Types are
// printed as written in the source (normalised by TypeScript's printer); where the source leaves
// a type to inference, the checker writes it. A change to a parameter's type or a new optional
// field changes the text, so it shows in review (publicApi.test.ts compares it with
// `<entry>.api.txt`).
import ts from 'typescript'

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })

/** An inferred type longer than this is written truncated (a viem client runs to 70,000). */
const longestInferred = 2000

/** The text of an exported symbol's declarations, one declaration per block. */
export function describeExport(
  checker: ts.TypeChecker,
  exported: ts.Symbol,
  /** The repository: a path under it in an inferred `import("…")` type is written relative to it. */
  root: string,
): string {
  const name = exported.getName()
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
  const report = new Report(checker, root)
  const blocks: string[] = []
  for (const declaration of symbol.declarations ?? []) {
    const block = report.declaration(name, declaration)
    if (block && !blocks.includes(block)) blocks.push(block)
  }
  return blocks.join('\n')
}

class Report {
  constructor(
    readonly checker: ts.TypeChecker,
    readonly root: string,
  ) {}

  print(node: ts.Node): string {
    return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
  }

  inferred(type: ts.Type): string {
    const flags = ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope
    const full = this.checker.typeToString(type, undefined, flags | ts.TypeFormatFlags.NoTruncation)
    const text =
      full.length > longestInferred ? this.checker.typeToString(type, undefined, flags) : full
    // No machine's paths: the same text in every clone.
    return text
      .replace(/import\("[^"]*\/(node_modules\/[^"]+)"\)/g, 'import("$1")')
      .replaceAll(`import("${this.root}/`, 'import("./')
  }

  typeOf(node: ts.TypeNode | undefined, fallback: () => ts.Type): string {
    return node ? this.print(node) : this.inferred(fallback())
  }

  typeParameters(parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): string {
    return parameters?.length ? `<${parameters.map((p) => this.print(p)).join(', ')}>` : ''
  }

  parameters(signature: ts.Signature): string {
    const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined
    if (!declaration) return this.inferred(this.checker.getTypeOfSymbol(signature.parameters[0]!))
    return declaration.parameters
      .map((parameter) => {
        const rest = parameter.dotDotDotToken ? '...' : ''
        const optional = parameter.questionToken || parameter.initializer ? '?' : ''
        const name = this.bindingName(parameter.name)
        const type = this.typeOf(parameter.type, () => this.checker.getTypeAtLocation(parameter))
        return `${rest}${name}${optional}: ${type}`
      })
      .join(', ')
  }

  /** A parameter's name; a destructured one's names, without their defaults (as a .d.ts writes it). */
  bindingName(name: ts.BindingName): string {
    if (ts.isIdentifier(name)) return name.text
    const elements = (name.elements as ts.NodeArray<ts.ArrayBindingElement>).map((element) => {
      if (ts.isOmittedExpression(element)) return ''
      const key = element.propertyName ? `${element.propertyName.getText()}: ` : ''
      return `${element.dotDotDotToken ? '...' : ''}${key}${this.bindingName(element.name)}`
    })
    return ts.isObjectBindingPattern(name)
      ? `{ ${elements.join(', ')} }`
      : `[${elements.join(', ')}]`
  }

  /** `<T>(a: A, b?: B): R` for one signature. */
  signature(signature: ts.Signature, arrow = false): string {
    const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined
    const returns = this.typeOf(declaration?.type, () => signature.getReturnType())
    const head = `${this.typeParameters(declaration?.typeParameters)}(${this.parameters(signature)})`
    return `${head}${arrow ? ' =>' : ':'} ${returns}`
  }

  declaration(name: string, node: ts.Declaration): string | undefined {
    const { checker } = this
    if (ts.isFunctionDeclaration(node)) {
      // Overloads: each signature once (the implementation's is not public).
      if (node.body && checker.getTypeAtLocation(node).getCallSignatures().length > 1)
        return undefined
      const signature = checker.getSignatureFromDeclaration(node)
      return signature && `function ${name}${this.signature(signature)}`
    }
    if (ts.isVariableDeclaration(node)) {
      const kind = node.parent.flags & ts.NodeFlags.Const ? 'const' : 'let'
      if (node.type) return `${kind} ${name}: ${this.print(node.type)}`
      const type = checker.getTypeAtLocation(node)
      const initializer = node.initializer
      if (
        initializer &&
        (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
      ) {
        const signature = checker.getSignatureFromDeclaration(initializer)
        if (signature) return `${kind} ${name}: ${this.signature(signature, true)}`
      }
      return `${kind} ${name}: ${this.shape(type, '')}`
    }
    if (ts.isTypeAliasDeclaration(node))
      return `type ${name}${this.typeParameters(node.typeParameters)} = ${this.print(node.type)}`
    if (ts.isInterfaceDeclaration(node)) {
      const heritage =
        node.heritageClauses?.map((clause) => ` ${this.print(clause).trim()}`).join('') ?? ''
      const members = node.members.map((member) => `    ${this.print(member)}`)
      return `interface ${name}${this.typeParameters(node.typeParameters)}${heritage} ${members.length ? `{\n${members.join('\n')}\n}` : '{}'}`
    }
    if (ts.isClassDeclaration(node)) return this.classText(name, node)
    if (ts.isEnumDeclaration(node))
      return `enum ${name} { ${node.members.map((m) => this.print(m)).join(', ')} }`
    if (ts.isModuleDeclaration(node) || ts.isSourceFile(node)) {
      const module = checker.getSymbolAtLocation(ts.isSourceFile(node) ? node : node.name)
      const members = module ? checker.getExportsOfModule(module).map((m) => m.getName()) : []
      return `namespace ${name} { ${members.sort().join(', ')} }`
    }
    return `${ts.SyntaxKind[node.kind]} ${name}`
  }

  /** An inferred object type's members one per line; any other type on one line. */
  shape(type: ts.Type, indent: string): string {
    const plain =
      type.flags & ts.TypeFlags.Object &&
      (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Anonymous &&
      !type.aliasSymbol &&
      type.getCallSignatures().length === 0 &&
      type.getConstructSignatures().length === 0
    if (!plain) return this.inferred(type)
    const lines = type.getProperties().map((property) => {
      const declaration = property.valueDeclaration
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
      const readonly =
        declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
          ? 'readonly '
          : ''
      const inner = this.checker.getTypeOfSymbol(property)
      return `${indent}    ${readonly}${property.getName()}${optional}: ${this.shape(inner, `${indent}    `)};`
    })
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}'
  }

  classText(name: string, node: ts.ClassDeclaration): string {
    const heritage =
      node.heritageClauses?.map((clause) => ` ${this.print(clause).trim()}`).join('') ?? ''
    const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected
    const lines: string[] = []
    for (const member of node.members) {
      if (ts.getCombinedModifierFlags(member) & hidden) continue
      if (member.name && ts.isPrivateIdentifier(member.name)) continue
      if (ts.isClassStaticBlockDeclaration(member) || ts.isSemicolonClassElement(member)) continue
      const prefix = [
        ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static ? 'static ' : '',
        ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly ? 'readonly ' : '',
      ].join('')
      const memberName = member.name ? this.print(member.name) : ''
      if (ts.isConstructorDeclaration(member) || ts.isMethodDeclaration(member)) {
        const signature = this.checker.getSignatureFromDeclaration(member)
        const text = signature ? this.signature(signature) : ''
        lines.push(
          ts.isConstructorDeclaration(member)
            ? `    constructor(${signature ? this.parameters(signature) : ''})`
            : `    ${prefix}${memberName}${member.questionToken ? '?' : ''}${text}`,
        )
      } else if (ts.isPropertyDeclaration(member)) {
        const type = this.typeOf(member.type, () => this.checker.getTypeAtLocation(member))
        lines.push(`    ${prefix}${memberName}${member.questionToken ? '?' : ''}: ${type}`)
      } else if (ts.isGetAccessorDeclaration(member)) {
        const type = this.typeOf(member.type, () => this.checker.getTypeAtLocation(member))
        lines.push(`    ${prefix}get ${memberName}(): ${type}`)
      } else if (ts.isSetAccessorDeclaration(member)) {
        const signature = this.checker.getSignatureFromDeclaration(member)
        lines.push(`    ${prefix}set ${memberName}(${signature ? this.parameters(signature) : ''})`)
      } else if (ts.isIndexSignatureDeclaration(member)) lines.push(`    ${this.print(member)}`)
    }
    const head = `class ${name}${this.typeParameters(node.typeParameters)}${heritage}`
    return lines.length ? `${head} {\n${lines.join('\n')}\n}` : `${head} {}`
  }
}
