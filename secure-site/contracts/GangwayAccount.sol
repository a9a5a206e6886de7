// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

// eth-infinitism's SimpleAccount (v0.8, from the npm package) plus ERC-1271, so that a site
// can check a message the account signed (SIWX): deployed through isValidSignature, and
// before deployment through ERC-6492, whose verifier deploys the account with the factory.
// And session keys (ERC-7715 grants): a key the owner granted may sign user operations that
// call one contract function, within a spend limit, until an expiry; enforced here, on chain.

contract GangwayAccount is SimpleAccount {
    /// One granted session: what its key may call, how much value it may send, until when.
    struct Session {
        address target;
        bytes4 selector;
        uint48 validUntil;
        uint128 spendLimit;
        uint128 spent;
    }

    /// A user operation signed by a session key: 0x01 ‖ key (20 bytes) ‖ ECDSA signature (65).
    bytes1 internal constant SESSION_SIGNATURE = 0x01;

    mapping(address => Session) public sessions;

    event SessionGranted(address indexed key, address target, bytes4 selector, uint48 validUntil, uint128 spendLimit);
    event SessionRevoked(address indexed key);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// Grants `key` calls of `target.selector` (selector 0: plain transfers to `target`)
    /// sending at most `spendLimit` wei in total, until `validUntil`. Only the account itself
    /// (an operation the owner signed).
    function grantSession(address key, address target, bytes4 selector, uint128 spendLimit, uint48 validUntil)
        external
    {
        require(msg.sender == address(this), "account: only self");
        require(key != address(0) && target != address(this) && validUntil > block.timestamp, "account: bad session");
        sessions[key] = Session(target, selector, validUntil, spendLimit, 0);
        emit SessionGranted(key, target, selector, validUntil, spendLimit);
    }

    function revokeSession(address key) external {
        require(msg.sender == address(this), "account: only self");
        delete sessions[key];
        emit SessionRevoked(key);
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes calldata signature = userOp.signature;
        if (signature.length != 86 || signature[0] != SESSION_SIGNATURE) {
            return super._validateSignature(userOp, userOpHash);
        }
        address key = address(bytes20(signature[1:21]));
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(userOpHash, signature[21:]);
        Session storage session = sessions[key];
        if (error != ECDSA.RecoverError.NoError || signer != key || session.validUntil == 0) {
            return SIG_VALIDATION_FAILED;
        }
        // Only execute(target, value, data) with the granted target and function.
        bytes calldata callData = userOp.callData;
        if (callData.length < 4 || bytes4(callData[:4]) != BaseAccount.execute.selector) {
            return SIG_VALIDATION_FAILED;
        }
        (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
        // selector 0: plain value transfers to the target (empty data).
        bool allowedCall = session.selector == bytes4(0)
            ? data.length == 0
            : data.length >= 4 && bytes4(data) == session.selector;
        if (target != session.target || !allowedCall) return SIG_VALIDATION_FAILED;
        if (value > session.spendLimit - session.spent) return SIG_VALIDATION_FAILED;
        session.spent += uint128(value);
        // The EntryPoint refuses the operation after validUntil (AA22 expired).
        return _packValidationData(false, session.validUntil, 0);
    }

    /// ERC-1271: valid when the owner signed `hash`. The hash is bound to this account and
    /// chain (a domain-separated digest), so one owner's signature does not count for another
    /// account of the same owner.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    /// The EIP-712 digest the owner signs for `hash`: GangwayAccount(bytes32 hash) under this
    /// account's domain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("GangwayAccount"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
        bytes32 structHash = keccak256(abi.encode(keccak256("GangwayAccount(bytes32 hash)"), hash));
        return keccak256(abi.encodePacked("\x19\x01", domain, structHash));
    }
}

/// Like SimpleAccountFactory, but anyone may deploy an account (its address is fixed by the
/// owner and salt): what ERC-6492 verification needs.
contract GangwayAccountFactory {
    GangwayAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new GangwayAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (GangwayAccount) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return GangwayAccount(payable(addr));
        return GangwayAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
