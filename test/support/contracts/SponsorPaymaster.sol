// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// A test paymaster for the ERC-4337 v0.8 EntryPoint: it pays, from its EntryPoint deposit,
// for user operations of the accounts its owner sponsors. The local paymaster service
// (test/support/bundler.ts) hands out its address; the EntryPoint does the accounting.

struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

interface IEntryPointDeposit {
    function depositTo(address account) external payable;
}

contract SponsorPaymaster {
    enum PostOpMode {
        opSucceeded,
        opReverted,
        postOpReverted
    }

    address public immutable entryPoint;
    address public immutable owner;
    mapping(address => bool) public sponsored;

    constructor(address anEntryPoint) {
        entryPoint = anEntryPoint;
        owner = msg.sender;
    }

    function sponsor(address account, bool on) external {
        require(msg.sender == owner, "only owner");
        sponsored[account] = on;
    }

    function deposit() external payable {
        IEntryPointDeposit(entryPoint).depositTo{value: msg.value}(address(this));
    }

    function validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "only entry point");
        // 1 = SIG_VALIDATION_FAILED: the EntryPoint refuses the operation (AA34).
        return ("", sponsored[userOp.sender] ? 0 : 1);
    }

    function postOp(PostOpMode, bytes calldata, uint256, uint256) external view {
        require(msg.sender == entryPoint, "only entry point");
    }
}
