// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

// eth-infinitism's SimpleAccount (v0.8, from the npm package) plus ERC-1271, so that a site
// can check a message the account signed (SIWX): deployed through isValidSignature, and
// before deployment through ERC-6492, whose verifier deploys the account with the factory.

contract GangwayAccount is SimpleAccount {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

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
