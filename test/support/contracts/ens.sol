// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Minimal, honest versions of ENS's contracts for tests (the official package is not in this
// registry): the registry (ENSIP-1), a public resolver (addr, ENSIP-9/11 multi-coin addr with
// ENSIP-19's default EVM address, text, name), the addr.reverse registrar, a universal resolver
// (ENSIP-10 wildcard resolution, ENSIP-19 reverse with forward verification, EIP-3668 CCIP-Read
// passed through to the caller, for forward records and for a primary name's forward check) and
// an off-chain resolver whose gateway signs its answers.

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

interface IExtendedResolver {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory);
}

interface IResolverService {
    function resolve(bytes calldata name, bytes calldata data)
        external
        view
        returns (bytes memory result, uint64 expires, bytes memory sig);
}

/// ENS's batch gateway protocol: viem answers `x-batch-gateway:true` itself, sending each
/// query to its own resolver's gateway with that resolver as the sender.
interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

interface ISupportsInterface {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

/// ENSIP-1 registry: owners and resolvers per node.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier authorised(bytes32 node) {
        require(records[node].owner == msg.sender, "EnsRegistry: not the owner");
        _;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function setOwner(bytes32 node, address owner_) external authorised(node) {
        records[node].owner = owner_;
        emit Transfer(node, owner_);
    }

    function setResolver(bytes32 node, address resolver_) external authorised(node) {
        records[node].resolver = resolver_;
        emit NewResolver(node, resolver_);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_) public authorised(node) returns (bytes32 subnode) {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner_;
        emit NewOwner(node, label, owner_);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address owner_, address resolver_)
        external
        returns (bytes32 subnode)
    {
        subnode = setSubnodeOwner(node, label, owner_);
        records[subnode].resolver = resolver_;
        emit NewResolver(subnode, resolver_);
    }
}

/// A public resolver: only the node's owner in the registry may change its records.
contract EnsPublicResolver {
    uint256 private constant COIN_TYPE_ETH = 60;
    uint256 private constant COIN_TYPE_DEFAULT = 0x80000000;

    EnsRegistry public immutable registry;
    mapping(bytes32 => mapping(uint256 => bytes)) private addresses;
    mapping(bytes32 => mapping(string => string)) private texts;
    mapping(bytes32 => string) private names;

    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);
    event NameChanged(bytes32 indexed node, string name);

    constructor(EnsRegistry registry_) {
        registry = registry_;
    }

    modifier authorised(bytes32 node) {
        require(registry.owner(node) == msg.sender, "EnsPublicResolver: not the owner");
        _;
    }

    function setAddr(bytes32 node, address value) external {
        setAddr(node, COIN_TYPE_ETH, abi.encodePacked(value));
    }

    function setAddr(bytes32 node, uint256 coinType, bytes memory value) public authorised(node) {
        addresses[node][coinType] = value;
        emit AddressChanged(node, coinType, value);
    }

    function addr(bytes32 node) external view returns (address payable) {
        bytes memory value = addr(node, COIN_TYPE_ETH);
        if (value.length != 20) return payable(address(0));
        return payable(address(bytes20(value)));
    }

    /// ENSIP-19: an EVM chain without its own address falls back to the default EVM address.
    function addr(bytes32 node, uint256 coinType) public view returns (bytes memory) {
        bytes memory value = addresses[node][coinType];
        if (value.length == 0 && coinType > COIN_TYPE_DEFAULT && coinType <= 0xffffffff) {
            value = addresses[node][COIN_TYPE_DEFAULT];
        }
        return value;
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setName(bytes32 node, string calldata value) external authorised(node) {
        names[node] = value;
        emit NameChanged(node, value);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0xf1cb7e06 // addr(bytes32,uint256)
            || interfaceId == 0x59d1d43c // text(bytes32,string)
            || interfaceId == 0x691f3431; // name(bytes32)
    }
}

/// Claims `<address>.addr.reverse` for its caller and sets the primary name there.
contract EnsReverseRegistrar {
    // namehash('addr.reverse')
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    EnsRegistry public immutable registry;
    EnsPublicResolver public immutable defaultResolver;

    constructor(EnsRegistry registry_, EnsPublicResolver defaultResolver_) {
        registry = registry_;
        defaultResolver = defaultResolver_;
    }

    function setName(string calldata value) external returns (bytes32 reverseNode) {
        bytes32 label = keccak256(bytes(EnsNames.toHexAddress(msg.sender)));
        // The registrar holds the node while it writes the name, then hands it to the caller.
        reverseNode = registry.setSubnodeRecord(ADDR_REVERSE_NODE, label, address(this), address(defaultResolver));
        defaultResolver.setName(reverseNode, value);
        registry.setOwner(reverseNode, msg.sender);
    }
}

library EnsNames {
    bytes16 private constant HEX = "0123456789abcdef";

    function toHexAddress(address value) internal pure returns (string memory) {
        bytes memory out = new bytes(40);
        uint160 number = uint160(value);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = HEX[number & 0xf];
            number >>= 4;
        }
        return string(out);
    }

    /// Lower-case hex without leading zeros, as ENSIP-19 names coin-type reverse namespaces.
    function toHexNumber(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest >>= 4) length++;
        bytes memory out = new bytes(length);
        for (uint256 i = length; i > 0; i--) {
            out[i - 1] = HEX[value & 0xf];
            value >>= 4;
        }
        return string(out);
    }

    /// DNS wire format of a dotted name (the form ENSIP-10 resolvers receive).
    function dnsEncode(string memory name) internal pure returns (bytes memory out) {
        bytes memory text = bytes(name);
        out = new bytes(text.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - labelStart;
                require(length > 0 && length < 256, "EnsNames: bad label");
                out[labelStart] = bytes1(uint8(length));
                for (uint256 j = labelStart; j < i; j++) out[j + 1] = text[j];
                labelStart = i + 1;
            }
        }
        out[text.length + 1] = 0;
    }
}

/// Resolves names for clients in one call (viem's `getEnsAddress`, `getEnsName`, `getEnsText`).
contract EnsUniversalResolver {
    uint256 private constant COIN_TYPE_ETH = 60;
    uint256 private constant COIN_TYPE_DEFAULT = 0x80000000;

    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error HttpError(uint16 status, string message);

    EnsRegistry public immutable registry;

    constructor(EnsRegistry registry_) {
        registry = registry_;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool extended) = findResolver(name);
        bytes memory request = extended ? abi.encodeCall(IExtendedResolver.resolve, (name, data)) : data;
        (bool ok, bytes memory result) = resolver.staticcall(request);
        if (!ok) {
            if (result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
                raiseBatchLookup(result, resolver, gateways);
            }
            revert ResolverError(result);
        }
        if (extended) result = abi.decode(result, (bytes));
        return (result, resolver);
    }

    /// EIP-3668: the resolver's lookup goes out as one query of a batch-gateway lookup raised
    /// by this contract, so the client answers here (resolveCallback) and the resolver's own
    /// sender and URLs stay intact for its gateway's signature.
    function raiseBatchLookup(bytes memory lookup, address resolver, string[] memory gateways) private view {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(dropSelector(lookup), (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(lookup);
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            this.resolveCallback.selector,
            abi.encode(resolver, callback, extraData)
        );
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) {
            bytes memory failure = responses[0];
            // The gateway's HTTP error (or the client's) is passed on as it came.
            assembly {
                revert(add(failure, 32), mload(failure))
            }
        }
        (address resolver, bytes4 callback, bytes memory innerExtraData) =
            abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory result) =
            resolver.staticcall(abi.encodeWithSelector(callback, responses[0], innerExtraData));
        if (!ok) revert ResolverError(result);
        return (abi.decode(result, (bytes)), resolver);
    }

    /// ENSIP-19: the primary name of an address for a coin type, verified forward.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        require(lookupAddress.length == 20, "EnsUniversalResolver: EVM addresses only");
        address owner = address(bytes20(lookupAddress));
        string memory label = EnsNames.toHexAddress(owner);
        string memory namespace = coinType == COIN_TYPE_ETH
            ? "addr"
            : coinType == COIN_TYPE_DEFAULT ? "default" : EnsNames.toHexNumber(coinType);
        (primary, reverseResolver) = readReverseName(label, namespace);
        if (bytes(primary).length == 0 && coinType > COIN_TYPE_DEFAULT && coinType <= 0xffffffff) {
            (primary, reverseResolver) = readReverseName(label, "default");
        }
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);

        resolver = verifyForward(primary, owner, coinType, reverseResolver, gateways);
    }

    /// What reverseCallback needs to finish a forward check that went through CCIP-Read.
    struct PendingReverse {
        string primary;
        address owner;
        uint256 coinType;
        address resolver;
        bool extended;
        address reverseResolver;
        bytes4 callback;
        bytes extraData;
    }

    /// The primary name's forward record for the coin type must name the owner again. A
    /// forward record behind CCIP-Read (an off-chain resolver) is fetched the way the real
    /// universal resolver fetches it: the lookup goes to the client as one batch-gateway
    /// query, and reverseCallback checks the resolver's verified answer.
    function verifyForward(
        string memory primary,
        address owner,
        uint256 coinType,
        address reverseResolver,
        string[] calldata gateways
    ) private view returns (address) {
        PendingReverse memory pending = PendingReverse(primary, owner, coinType, address(0), false, reverseResolver, 0, "");
        bytes memory dnsName = EnsNames.dnsEncode(primary);
        (pending.resolver, pending.extended) = findResolverMemory(dnsName);
        bytes32 node = namehash(dnsName, 0);
        bytes memory data = coinType == COIN_TYPE_ETH
            ? abi.encodeWithSignature("addr(bytes32)", node)
            : abi.encodeWithSignature("addr(bytes32,uint256)", node, coinType);
        (bool ok, bytes memory result) = pending.resolver.staticcall(
            pending.extended ? abi.encodeCall(IExtendedResolver.resolve, (dnsName, data)) : data
        );
        if (!ok) {
            if (result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
                raiseReverseLookup(result, pending, gateways);
            }
            revert ResolverError(result);
        }
        if (pending.extended) result = abi.decode(result, (bytes));
        checkForward(primary, owner, coinType, result);
        return pending.resolver;
    }

    function raiseReverseLookup(bytes memory lookup, PendingReverse memory pending, string[] memory gateways)
        private
        view
    {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(dropSelector(lookup), (address, string[], bytes, bytes4, bytes));
        if (sender != pending.resolver) revert ResolverError(lookup);
        pending.callback = callback;
        pending.extraData = extraData;
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            this.reverseCallback.selector,
            abi.encode(pending)
        );
    }

    /// EIP-3668 callback of reverseWithGateways: the resolver checks the gateway's answer
    /// (its signature), then the answer must name the owner.
    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) {
            bytes memory failure = responses[0];
            assembly {
                revert(add(failure, 32), mload(failure))
            }
        }
        PendingReverse memory pending = abi.decode(extraData, (PendingReverse));
        (bool ok, bytes memory result) =
            pending.resolver.staticcall(abi.encodeWithSelector(pending.callback, responses[0], pending.extraData));
        if (!ok) revert ResolverError(result);
        result = abi.decode(result, (bytes));
        checkForward(pending.primary, pending.owner, pending.coinType, result);
        return (pending.primary, pending.resolver, pending.reverseResolver);
    }

    function checkForward(string memory primary, address owner, uint256 coinType, bytes memory result) private pure {
        bytes memory resolved =
            coinType == COIN_TYPE_ETH ? abi.encodePacked(abi.decode(result, (address))) : abi.decode(result, (bytes));
        if (resolved.length != 20 || address(bytes20(resolved)) != owner) {
            revert ReverseAddressMismatch(primary, resolved);
        }
    }

    function readReverseName(string memory label, string memory namespace)
        private
        view
        returns (string memory primary, address reverseResolver)
    {
        bytes32 reverseNode = keccak256(abi.encodePacked(bytes32(0), keccak256("reverse")));
        reverseNode = keccak256(abi.encodePacked(reverseNode, keccak256(bytes(namespace))));
        reverseNode = keccak256(abi.encodePacked(reverseNode, keccak256(bytes(label))));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0) || reverseResolver.code.length == 0) return ("", reverseResolver);
        (bool ok, bytes memory result) =
            reverseResolver.staticcall(abi.encodeWithSignature("name(bytes32)", reverseNode));
        if (!ok || result.length == 0) return ("", reverseResolver);
        primary = abi.decode(result, (string));
    }

    function findResolver(bytes calldata name) private view returns (address, bool) {
        return findResolverMemory(name);
    }

    /// ENSIP-10: the nearest resolver up the tree; one found on a parent must be extended.
    function findResolverMemory(bytes memory name) private view returns (address resolver, bool extended) {
        uint256 offset = 0;
        uint256 foundAt = type(uint256).max;
        while (true) {
            uint256 length = uint8(name[offset]);
            address candidate = registry.resolver(namehash(name, offset));
            if (candidate != address(0)) {
                resolver = candidate;
                foundAt = offset;
                break;
            }
            if (length == 0) break;
            offset += length + 1;
        }
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        extended = supportsExtended(resolver);
        if (foundAt != 0 && !extended) revert ResolverNotFound(name);
    }

    function supportsExtended(address resolver) private view returns (bool) {
        (bool ok, bytes memory result) =
            resolver.staticcall(abi.encodeCall(ISupportsInterface.supportsInterface, (bytes4(0x9061b923))));
        return ok && result.length == 32 && abi.decode(result, (bool));
    }

    function namehash(bytes memory name, uint256 offset) private pure returns (bytes32 node) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + length + 1), labelHash));
    }

    function dropSelector(bytes memory data) private pure returns (bytes memory out) {
        out = new bytes(data.length - 4);
        for (uint256 i = 0; i < out.length; i++) out[i] = data[i + 4];
    }
}

/// An ENSIP-10 resolver for `*.<parent>` whose records live off-chain: every lookup is an
/// EIP-3668 OffchainLookup to the gateway, whose signed answer is checked against the signers.
contract EnsOffchainResolver {
    error InvalidSignature(address signer);
    error ResponseExpired(uint64 expires);

    address public owner;
    string public url;
    mapping(address => bool) public signers;

    event SignerChanged(address signer, bool allowed);

    constructor(string memory url_, address[] memory signers_) {
        owner = msg.sender;
        url = url_;
        for (uint256 i = 0; i < signers_.length; i++) {
            signers[signers_[i]] = true;
            emit SignerChanged(signers_[i], true);
        }
    }

    function setSigner(address signer, bool allowed) external {
        require(msg.sender == owner, "EnsOffchainResolver: not the owner");
        signers[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    function setUrl(string calldata url_) external {
        require(msg.sender == owner, "EnsOffchainResolver: not the owner");
        url = url_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x9061b923;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeCall(IResolverService.resolve, (name, data));
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// The gateway signs keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert ResponseExpired(expires);
        bytes32 digest =
            keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result)));
        address signer = recover(digest, sig);
        if (!signers[signer]) revert InvalidSignature(signer);
        return result;
    }

    function recover(bytes32 digest, bytes memory sig) private pure returns (address) {
        if (sig.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        if (v < 27) v += 27;
        // EIP-2: a high s is the malleable twin of a valid signature.
        if (uint256(s) > 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0) return address(0);
        return ecrecover(digest, v, r, s);
    }
}
